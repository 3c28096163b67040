import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// What a shopper sees when the next page is slow or cannot come: a bar across the top while it
// loads (spec §4's loader, for navigations), and offline a note in the app that says so while the
// navigation waits and completes on reconnection — never the browser's own offline page.

for (const { locale, prefix, offline } of [
  { locale: "en", prefix: "", offline: "You are offline. The page will load when you are back online." },
  { locale: "ar", prefix: "/ar", offline: "أنت غير متصل بالإنترنت. ستُحمَّل الصفحة عند عودة الاتصال." },
] as const) {
  test(`[${locale}] offline, following a link stays in the app, says so and loads the page once back online`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}${prefix}/`);
    await context.setOffline(true);
    // The product list: its code and its data are not on the home page.
    await page.locator(`#main-content a[href="${prefix}/products?sort=newest"]`).first().click();
    // The old page stays, with the app around it, and a note says why nothing comes.
    await expect(page.getByRole("status").filter({ hasText: offline })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(page.url().startsWith(origin)).toBe(true);
    await expect(page.getByRole("banner")).toBeVisible();
    // Typing in the search box offline stays in the app too.
    await page.getByRole("combobox").first().fill("dat");
    await page.waitForTimeout(800);
    expect(page.url().startsWith(origin)).toBe(true);
    await context.setOffline(false);
    await expect(page.locator("[data-slot=product-list-page]")).toBeVisible({ timeout: 15_000 });
  });

  test(`[${locale}] a slow navigation shows the loading bar until the page is there`, async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}${prefix}/`);
    await page.route("**/ecommerce/api/snachoo/products?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const bar = page.locator("[data-slot=loading-bar][data-navigation]");
    await page.locator(`#main-content a[href="${prefix}/products?sort=newest"]`).first().click();
    await expect(bar).toBeVisible({ timeout: 1500 });
    await expect(page.locator("[data-slot=product-list-page]")).toBeVisible({ timeout: 15_000 });
    await expect(bar).toHaveCount(0);
  });
}
