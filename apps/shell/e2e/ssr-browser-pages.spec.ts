import { logInAs, TEXT } from "./account-support";
import { expect, test } from "./fixtures";
import { serverPage, watchConsole } from "./ssr-support";
import { hostUrl } from "./support";

// Pages whose answer only the browser knows — behind login, the guest's cart, phones only — render
// their frame on the server and their page in the browser (issue 16, decision 0031): the server
// cannot know the stored user or the viewport, so the page's place is pending in its HTML; the
// browser checks the guard with them, then hydrates the frame and loads the page.

const PENDING = '[data-slot="browser-page-pending"]';

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`(${locale}) the guest's cart: its frame comes from the server, the cart from the browser`, async ({
    page,
    baseURL,
    request,
  }) => {
    const served = await serverPage(request, baseURL, "retail", `${prefix}/cart`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    // The header, the footer and the page's place, in the page's language and direction.
    expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
    expect(html).toContain('data-slot="site-header"');
    expect(html).toContain('data-slot="browser-page-pending"');
    expect(html).toContain("$_TSR");
    // Nothing of the guest's cart: the server does not know it.
    expect(html).not.toContain(locale === "ar" ? "سلة التسوق" : "Shopping cart");

    const problems = watchConsole(page);
    // Marks the server's header as the HTML is parsed (the app's JavaScript starts after the paint).
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const header = document.querySelector('[data-slot="site-header"]');
        if (header) (header as HTMLElement & { fromServer?: boolean }).fromServer = true;
      });
    });
    await page.goto(`${hostUrl(baseURL, "retail")}${prefix}/cart`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "ar" ? "سلة التسوق" : "Shopping cart",
    );
    await expect(page.locator(PENDING)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    // Hydrated, not replaced: the header the server rendered is the one on screen.
    await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
    const sameHeader = await page.evaluate(
      () =>
        (
          document.querySelector('[data-slot="site-header"]') as
            | (HTMLElement & { fromServer?: boolean })
            | null
        )?.fromServer === true,
    );
    expect(sameHeader).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`(${locale}) an account page: the account's frame from the server, the customer's data from the browser`, async ({
    page,
    baseURL,
    request,
  }) => {
    const served = await serverPage(request, baseURL, "retail", `${prefix}/account/profile`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    // The account's own layout (its navigation) with the page pending; no customer in it.
    expect(html).toContain('data-slot="account-nav"');
    expect(html).toContain('data-slot="account-skeleton"');
    expect(html).not.toContain("demo@example.com");

    const origin = hostUrl(baseURL, "retail");
    await logInAs(page, origin);
    const problems = watchConsole(page);
    await page.goto(`${origin}${prefix}/account/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[locale].profile);
    await expect(page.getByRole("textbox", { name: TEXT[locale].email })).toHaveValue("demo@example.com");
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test(`(${locale}) a logged-out visitor on an account page still goes home to log in`, async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}${prefix}/account/profile`);
    // The browser's guard does not allow the server's frame: it renders the home instead (spec §4).
    await expect(page).toHaveURL(`${origin}${prefix || "/"}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator('[data-slot="account-nav"]')).toHaveCount(0);
  });
}

test("the phones-only categories page: a phone gets it, a desktop the 404 page", async ({
  browser,
  baseURL,
}) => {
  const url = `${hostUrl(baseURL, "retail")}/category`;
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems = watchConsole(phone);
  await phone.goto(url);
  await expect(phone.locator("#main-content a[href*='/products']").first()).toBeVisible();
  await phone.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  await phone.close();

  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desktop.goto(url);
  await expect(desktop.getByText("404", { exact: true })).toBeVisible();
  await desktop.close();
});
