import { expect, test } from "./fixtures";
import { fixturePartner, hostUrl, withPartner } from "./support";

const localeCookie = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "i18n_redirected");

test.describe("locales", () => {
  test("switching locale keeps the page, flips lang/dir and sets the cookie", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/partner-not-found?from=e2e`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store not found");

    await page.getByRole("button", { name: "العربية" }).click();
    await expect(page).toHaveURL(`${origin}/ar/partner-not-found?from=e2e`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر غير موجود");
    const cookie = await localeCookie(page);
    expect(cookie?.value).toBe("ar");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(`${origin}/partner-not-found?from=e2e`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect((await localeCookie(page))?.value).toBe("en");

    // Back to the Arabic entry: the catalogs follow the URL.
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/ar/partner-not-found?from=e2e`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر غير موجود");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("the 404 page in both locales, with its link to the localized root", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner());
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/no/such/page`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.locator("[data-slot=error-image]")).toBeVisible();
    const home = page.getByRole("link", { name: "Go To Home Page" });
    await expect(home).toHaveAttribute("href", "/");

    await page.goto(`${origin}/ar/no/such/page`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة: /ar/no/such/page");
    const arabicHome = page.getByRole("link", { name: "اذهب إلى الصفحة الرئيسية" });
    await expect(arabicHome).toHaveAttribute("href", "/ar");
    // The arrow points the reading direction's way back: mirrored in RTL.
    const transform = await arabicHome.locator("svg").evaluate((svg) => getComputedStyle(svg).scale);
    expect(transform).toMatch(/^-1/);
    await arabicHome.click();
    await expect(page).toHaveURL(`${origin}/ar`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Store");
  });

  test.describe("first visit with an Arabic browser", () => {
    test.use({ locale: "ar" });

    test("/ goes to /ar and remembers it", async ({ page, baseURL }) => {
      await withPartner(page, fixturePartner());
      const origin = hostUrl(baseURL, "no-such-partner");
      await page.goto(`${origin}/`);
      await expect(page).toHaveURL(`${origin}/ar`);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      expect((await localeCookie(page))?.value).toBe("ar");
    });

    test("detection only on the root: a deep link stays English", async ({ page, baseURL }) => {
      await withPartner(page, fixturePartner());
      const origin = hostUrl(baseURL, "no-such-partner");
      await page.goto(`${origin}/no/such/page`);
      await expect(page).toHaveURL(`${origin}/no/such/page`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("the cookie wins over the browser language", async ({ page, baseURL }) => {
      await withPartner(page, fixturePartner());
      const origin = hostUrl(baseURL, "no-such-partner");
      await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: origin }]);
      await page.goto(`${origin}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Store");
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("without a partner, the Arabic root leads to the Arabic /partner-not-found", async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "no-such-partner");
      await page.goto(`${origin}/`);
      await expect(page).toHaveURL(`${origin}/ar/partner-not-found`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر غير موجود");
    });
  });

  test("the partner's root-redirect locale sends / to /ar", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner({ root_redirect_locale: "ar" }));
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});
