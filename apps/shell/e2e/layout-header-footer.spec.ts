import { expect, type Page, test } from "./fixtures";
import { hostUrl, readPayload } from "./support";

// The main layout on the demo partners of the reference server (issue 4's seed): every partner has
// a logo (`/images/partners/<slug>/logo.svg`) and two CMS pages, `about` and `terms`.
const HOSTS = ["retail", "salon"] as const;
const LOCALES = [
  { locale: "en", prefix: "", about: "About us", terms: "Terms and conditions", contact: "Contact us" },
  { locale: "ar", prefix: "/ar", about: "من نحن", terms: "الشروط والأحكام", contact: "اتصل بنا" },
] as const;

async function partnerOf(page: Page) {
  const { partner } = await readPayload(page);
  if (!partner) throw new Error("no partner in the page payload");
  return partner;
}

for (const host of HOSTS) {
  for (const { locale, prefix, about, terms, contact } of LOCALES) {
    test.describe(`${host}.localhost (${locale})`, () => {
      test("the header shows the partner's logo, named by the partner", async ({ page, baseURL }) => {
        const origin = hostUrl(baseURL, host);
        await page.goto(`${origin}${prefix}/contact`);
        const partner = await partnerOf(page);
        // The partner's name in the page's language (`name_lang`).
        const name = partner.name_lang?.[locale] ?? partner.name;
        const header = page.getByRole("banner");
        const logo = header.getByRole("img", { name });
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute("src", `/images/partners/${host}/logo.svg?tr=w-320`);
        await expect(logo).toHaveAttribute("width", "160");
        await expect(logo).toHaveAttribute("height", "48");
        // The image has loaded (no broken logo) and links to the localized home.
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(header.getByRole("link", { name })).toHaveAttribute("href", prefix || "/");
      });

      test("the footer lists the partner's pages, the contact page and the copyright", async ({
        page,
        baseURL,
      }) => {
        await page.goto(`${hostUrl(baseURL, host)}${prefix}/contact`);
        const partner = await partnerOf(page);
        expect(partner.pages).toEqual(["about", "terms"]);
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: about })).toHaveAttribute("href", `${prefix}/about`);
        await expect(footer.getByRole("link", { name: terms })).toHaveAttribute("href", `${prefix}/terms`);
        await expect(footer.getByRole("link", { name: contact })).toHaveAttribute(
          "href",
          `${prefix}/contact`,
        );
        await expect(footer).toContainText(
          `© ${new Date().getFullYear()} ${partner.name_lang?.[locale] ?? partner.name}`,
        );
      });
    });
  }
}

// The verticals with a cart and a wishlist (spec §2: the wishlist is retail's, snachoo's and salon's;
// the snachoo demo business hides its wishlist, business-overrides.spec.ts).
for (const host of ["retail", "salon"] as const) {
  for (const { locale, prefix } of LOCALES) {
    test(`${host}.localhost (${locale}): the header links to the cart and wishlist with their counts`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, host)}${prefix}/contact`);
      const header = page.getByRole("banner");
      const cart = header.getByRole("link", {
        name: locale === "en" ? "Cart, no items" : "السلة، لا توجد منتجات",
      });
      await expect(cart).toHaveAttribute("href", `${prefix}/cart`);
      const wishlist = header.getByRole("link", {
        name: locale === "en" ? "Wishlist, no items" : "المفضلة، لا توجد منتجات",
      });
      await expect(wishlist).toHaveAttribute("href", `${prefix}/wishlist`);
    });
  }
}

test.describe("header behaviour", () => {
  test("Enter in the search box goes to /products?key=<text>, in both locales", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}/contact`);
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await search.fill("green tea");
    await search.press("Enter");
    await expect(page).toHaveURL(`${origin}/products?key=green+tea`);

    await page.goto(`${origin}/ar/contact`);
    const arabic = page.getByRole("banner").getByRole("combobox", { name: "ابحث عن المنتجات" });
    await arabic.fill("شاي");
    await arabic.press("Enter");
    await expect(page).toHaveURL(`${origin}/ar/products?key=${encodeURIComponent("شاي")}`);
  });

  test("the locale switch keeps the page and flips the direction", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "salon");
    await page.goto(`${origin}/about`);
    await page.getByRole("banner").getByRole("button", { name: "العربية" }).click();
    await expect(page).toHaveURL(`${origin}/ar/about`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "من نحن" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(`${origin}/about`);
  });

  test("logged out, the account menu opens the auth dialog for login and for sign-up", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "retail")}/contact`);
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Log in" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Sign up" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Log in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the account menu's code is not part of the first load", async ({ page, baseURL }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${hostUrl(baseURL, "retail")}/contact`);
    await expect(page.getByRole("banner")).toBeVisible();
    expect(scripts.some((path) => /\/assets\/(account-menu-panel|mobile-menu-sheet)-/.test(path))).toBe(
      false,
    );
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(scripts.some((path) => /\/assets\/account-menu-panel-/.test(path))).toBe(true);
  });

  test("a marketplace's header: its links, search and cart, and no retail-only page", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "snachoo")}/contact`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await expect(header.getByRole("link", { name: /^Cart/ })).toBeVisible();
    const main = header.getByRole("navigation", { name: "Main" });
    // The demo business words its product list its own way (business-overrides.spec.ts).
    await expect(main.getByRole("link")).toHaveText(["Home", "Browse the market", "Contact us"]);
    await expect(main.getByRole("link", { name: "Browse the market" })).toHaveAttribute("href", "/products");
  });

  test("a restaurant's header: no search and no wishlist (spec §2), and no link to a page it lacks", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "restaurant")}/contact`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(header.getByRole("combobox")).toHaveCount(0);
    await expect(header.getByRole("link", { name: /^Wishlist/ })).toHaveCount(0);
    const main = header.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: /^Cart/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/menu");
    for (const href of await main
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      await page.goto(`${hostUrl(baseURL, "restaurant")}${href}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Page not found/i);
    }
  });

  test("the boxed display type keeps the content 1170px wide (salon)", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${hostUrl(baseURL, "salon")}/contact`);
    const content = page.locator("main [data-slot=display-container]").first();
    await expect.poll(() => content.evaluate((element) => element.getBoundingClientRect().width)).toBe(1170);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens a sheet with the same navigation", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}/ar/contact`);
    await page.getByRole("banner").getByRole("button", { name: "فتح القائمة" }).click();
    const sheet = page.getByRole("dialog", { name: "القائمة" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about");
    await expect(sheet.getByRole("link", { name: "المفضلة، لا توجد منتجات" })).toHaveAttribute(
      "href",
      "/ar/wishlist",
    );
    await sheet.getByRole("link", { name: "من نحن" }).click();
    await expect(page).toHaveURL(`${origin}/ar/about`);
    await expect(sheet).toBeHidden();
  });
});
