import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// Spec §1 "some partners are singled out by business identifier" (decision 0027): the snachoo demo
// business hides its wishlist, words its product list "Browse the market" / "تصفح السوق" and opens
// its home with the sellers. Its overrides come from the seed through the page payload.

const LOCALES = [
  { locale: "en", prefix: "", market: "Browse the market", notFound: "Page Not Found" },
  { locale: "ar", prefix: "/ar", market: "تصفح السوق", notFound: "الصفحة غير موجودة" },
] as const;

for (const l of LOCALES) {
  test.describe(`snachoo's business overrides (${l.locale})`, () => {
    test("no wishlist anywhere, and /wishlist answers as a page the partner lacks", async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "snachoo");
      await page.goto(`${origin}${l.prefix}/`);
      const header = page.getByRole("banner");
      await expect(header.locator('[data-slot="cart-link"]')).toBeVisible();
      await expect(page.locator('[data-slot="wishlist-link"]')).toHaveCount(0);
      await expect(page.locator(`a[href="${l.prefix}/wishlist"]`)).toHaveCount(0);
      // No heart on the product cards: nothing could show what it saves.
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.locator("[aria-pressed]")).toHaveCount(0);

      await page.goto(`${origin}${l.prefix}/wishlist`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${l.notFound}: ${l.prefix}/wishlist`);
    });

    test("the product list's link reads the business's wording, in the header and the phone menu", async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "snachoo");
      await page.goto(`${origin}${l.prefix}/contact`);
      const main = page.getByRole("banner").getByRole("navigation").first();
      const market = main.getByRole("link", { name: l.market, exact: true });
      await expect(market).toHaveAttribute("href", `${l.prefix}/products`);
      await market.click();
      await expect(page).toHaveURL(`${origin}${l.prefix}/products`);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-slot="mobile-menu-trigger"]').click();
      const sheet = page.locator('[data-slot="mobile-menu"]');
      await expect(sheet.getByRole("link", { name: l.market, exact: true })).toBeVisible();
      await expect(sheet.locator(`a[href="${l.prefix}/wishlist"]`)).toHaveCount(0);
    });

    test("the home's sections come in the business's order: banners, sellers, rails, categories", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, "snachoo")}${l.prefix}/`);
      await expect(page.locator("[data-slot=vendors] a")).toHaveCount(3);
      const slots = await page
        .locator("[data-slot=home-page] > [data-slot]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slot")));
      expect(slots).toEqual(["banners", "vendors", "product-rail", "featured-categories"]);
    });
  });
}

test("another business of another partner keeps the storefront's wishlist and wording", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${hostUrl(baseURL, "retail")}/`);
  await expect(page.locator('[data-slot="wishlist-link"]').first()).toBeVisible();
  const main = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Products", exact: true })).toBeVisible();
  const slots = await page
    .locator("[data-slot=home-page] > [data-slot]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slot")));
  expect(slots.slice(0, 2)).toEqual(["banners", "featured-categories"]);
});
