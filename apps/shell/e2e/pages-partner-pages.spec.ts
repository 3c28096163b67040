import { expect, test } from "./fixtures";
import { hostUrl, readPayload } from "./support";

// Partner pages (`/{pageName}`), the contact page and the kiosk entry on the demo partners of the
// reference server. The seed gives every partner `about` ("About <name>") and `terms`.
const HOSTS = ["retail", "salon"] as const;

for (const host of HOSTS) {
  test.describe(`${host}.localhost`, () => {
    test("a partner page renders its CMS HTML, in English and Arabic", async ({ page, baseURL }) => {
      const origin = hostUrl(baseURL, host);
      await page.goto(`${origin}/about`);
      const { partner } = await readPayload(page);
      const article = page.locator("main [data-slot=partner-page]");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(`About ${partner?.name}`);
      await expect(article.getByText("has served its neighbourhood since 2012")).toBeVisible();
      await expect(page).toHaveTitle(`About us | ${partner?.name}`);

      await page.goto(`${origin}/ar/about`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(/^عن /);
      await expect(page).toHaveTitle(`من نحن | ${partner?.name}`);

      await page.goto(`${origin}/ar/terms`);
      await expect(article.getByRole("heading", { level: 1 })).toHaveText("الشروط والأحكام");
    });

    test("an unknown page name is a 404", async ({ page, baseURL }) => {
      const origin = hostUrl(baseURL, host);
      await page.goto(`${origin}/no-such-page`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Page not found: \/no-such-page$/i);
      await expect(page.getByText("404", { exact: true })).toBeVisible();

      await page.goto(`${origin}/ar/no-such-page`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة: /ar/no-such-page");
    });

    test("the contact page shows the partner's details, without a form", async ({ page, baseURL }) => {
      const origin = hostUrl(baseURL, host);
      await page.goto(`${origin}/contact`);
      const { partner } = await readPayload(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact us");
      const address = main.locator("address");
      await expect(address).toContainText(partner?.name ?? "");
      await expect(address).toContainText(partner?.snachoo_settings.url ?? "");
      // Nothing that would send a message nowhere.
      await expect(main.locator("form, textarea, input")).toHaveCount(0);
      // The demo partners publish an e-mail address (partner.contact): a mailto link, and its button.
      await expect(main.locator(`a[href='mailto:${partner?.contact?.email}']`)).toHaveCount(2);
      await expect(main.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
      await expect(page).toHaveTitle(`Contact us | ${partner?.name}`);

      await page.goto(`${origin}/ar/contact`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
      await expect(main.getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about");
    });
  });
}

test.describe("sanitised partner HTML", () => {
  test("scripts, event handlers and javascript: links never run; external links are isolated", async ({
    page,
    baseURL,
  }) => {
    const hostile = {
      name: "about",
      title: "About us",
      title_lang: { en: "About us", ar: "من نحن" },
      html: [
        "<h1>Hostile page</h1>",
        "<script>window.__hacked = 'script'</script>",
        '<img src="/nope.png" alt="broken" onerror="window.__hacked = \'onerror\'">',
        "<p onmouseover=\"window.__hacked = 'hover'\">Kept paragraph with <em>emphasis</em>.</p>",
        "<a href=\"javascript:window.__hacked = 'link'\">Bad link</a>",
        '<a href="https://partner.example/blog">Partner blog</a>',
        "<style>body { display: none }</style>",
        '<form action="https://evil.example"><input name="password"></form>',
      ].join(""),
      html_lang: null,
    };
    await page.route("**/ecommerce/api/cms/pages/about", (route) =>
      route.fulfill({ json: { status: "success", data: hostile } }),
    );
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The browser fetches the page on a navigation within the store (the server renders a direct
    // load with the same sanitiser: kit's sanitize-html.server test).
    await page.goto(`${hostUrl(baseURL, "retail")}/contact`);
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    const article = page.locator("main [data-slot=partner-page]");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Hostile page");
    await expect(article.getByText("Kept paragraph with")).toBeVisible();
    await expect(article.locator("em")).toHaveText("emphasis");
    await expect(article.locator("script, style, form, input")).toHaveCount(0);
    await expect(article.locator("[onerror], [onmouseover]")).toHaveCount(0);
    await expect(article.getByText("Bad link")).not.toHaveAttribute("href");
    const external = article.getByRole("link", { name: "Partner blog" });
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(external).toHaveAttribute("target", "_blank");
    await article.getByText("Kept paragraph with").hover();
    await article.getByText("Bad link").click();
    expect(await page.evaluate(() => (window as { __hacked?: string }).__hacked)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator("body")).toBeVisible();
  });
});

test.describe("/kiosk", () => {
  test("a restaurant's kiosk leads into its menu", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "restaurant")}/kiosk`);
    const { partner } = await readPayload(page);
    // The restaurant vertical brings its own kiosk flow: it starts with the diner's language.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${partner?.name}`);
    // It fills the screen: no header or footer leads the diner away from the idle reset.
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.getByTestId("kiosk-start-en").click();
    await expect(page).toHaveURL(/\/kiosk\?step=menu$/);
    await expect(page.getByTestId("menu-item").first()).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    // The restaurant's website does not link to its kiosk.
    await page.goto(hostUrl(baseURL, "restaurant"));
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator('a[href$="/kiosk"]')).toHaveCount(0);
  });

  test("other partner types explain that there is no kiosk mode, in both locales", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "salon");
    await page.goto(`${origin}/kiosk`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kiosk mode is not available");
    // Only an explanation: the header and footer stay, with their ways on.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await page.goto(`${origin}/ar/kiosk`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("وضع الكشك غير متاح");
  });
});
