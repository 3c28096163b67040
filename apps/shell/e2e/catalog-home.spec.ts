import { CATALOG_LOCALES } from "./catalog-support";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The home page (`/`) of the retail and marketplace verticals: partner banners, featured
// categories, product rails (sliders), sellers on a marketplace — in English and Arabic.

for (const l of CATALOG_LOCALES) {
  test.describe(`home (${l.locale})`, () => {
    test("retail: banners, featured categories and the product rails", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/`);
      await expect(page.locator("html")).toHaveAttribute("dir", l.locale === "ar" ? "rtl" : "ltr");

      // The first banner is the LCP picture: eager, high priority, explicit size, from the CDN.
      const banner = page.locator("[data-slot=banners] img").first();
      await expect(banner).toHaveAttribute("fetchpriority", "high");
      // Drawn in the page's language: the Arabic page asks for the banner's Arabic text.
      const lang = l.locale === "ar" ? "&lang=ar" : "";
      await expect(banner).toHaveAttribute(
        "srcset",
        new RegExp(`/images/banners/1\\.svg\\?tr=w-480,h-160${lang} 480w`),
      );
      await expect(banner).toHaveAttribute("width", /\d+/);
      await expect(page.locator("[data-slot=banners] a").first()).toHaveAttribute(
        "href",
        `${l.prefix}/products`,
      );

      const shelf = page.getByRole("region", { name: l.shopByCategory });
      await expect(shelf.getByRole("link").filter({ hasText: l.clothing })).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/products\\?category_id=\\d+$`),
      );

      for (const title of [l.featured, l.newArrivals, l.freshProduce]) {
        const rail = page.getByRole("region", { name: title, exact: true });
        await expect(rail.getByRole("article").first()).toBeVisible();
      }
      const fresh = page.getByRole("region", { name: l.freshProduce, exact: true });
      const apples = fresh.getByRole("article").filter({ hasText: l.apples });
      // Product links use id and slug, and carry the variant (spec §2).
      await expect(apples.getByRole("link", { name: l.apples })).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/products/1/red-apples\\?variant_id=\\d+$`),
      );

      // The rail slides sideways with its buttons (mirrored in Arabic).
      const featured = page.getByRole("region", { name: l.featured, exact: true });
      const list = featured.locator("[data-slot=product-rail-list]");
      const before = await list.evaluate((el) => Math.abs(el.scrollLeft));
      await featured.locator("button[aria-controls]").last().click();
      await expect.poll(() => list.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(before);
    });

    test("snachoo: vendors on the cards, and the sellers", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "snachoo")}${l.prefix}/`);
      const card = page
        .getByRole("article")
        .filter({ has: page.locator("[data-slot=product-vendor]") })
        .first();
      await expect(card.locator("[data-slot=product-vendor]")).toContainText(l.soldBy);
      await expect(card.locator("[data-slot=product-vendor] a")).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/products\\?vendor_id=\\d+$`),
      );
      await expect(page.locator("[data-slot=vendors] a")).toHaveCount(3);
      // Retail-only pages are not offered on a marketplace.
      await expect(page.locator(`a[href="${l.prefix}/categories"]`)).toHaveCount(0);
    });
  });
}

// The served HTML preloads the first banner (the LCP picture) with the img's own srcset and sizes:
// the browser must take the img from that preload, never download the banner a second time.
test("retail: the first banner is preloaded from the HTML and downloaded once", async ({ page, baseURL }) => {
  const bannerRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/images/banners/1.svg") bannerRequests.push(request.url());
  });
  await page.goto(`${hostUrl(baseURL, "retail")}/`);
  await expect(page.locator("link[rel=preload][as=image][fetchpriority=high]")).toHaveAttribute(
    "imagesrcset",
    /\/images\/banners\/1\.svg\?tr=w-480,h-160 480w/,
  );
  const banner = page.locator("[data-slot=banners] img").first();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const current = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(bannerRequests).toEqual([current]);
});

// The served HTML of a catalogue home carries the home answer in its payload: the first render
// (and the LCP banner) never waits for `GET /ecommerce/api/cms/home` after the JS.
test("retail: the first load of the home makes no home API call, and the locale still switches", async ({
  page,
  baseURL,
}) => {
  const [en, ar] = CATALOG_LOCALES;
  const homeCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/ecommerce/api/cms/home") homeCalls.push(request.url());
  });
  await page.goto(`${hostUrl(baseURL, "retail")}/`);
  await expect(page.locator("[data-slot=banners] img")).not.toHaveCount(0);
  await expect(page.locator("[data-slot=banners] img").first()).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByRole("region", { name: en?.featured, exact: true })).toBeVisible();
  expect(homeCalls).toEqual([]);

  // The cached answer carries every locale: switching re-renders from it, still without a call.
  await page.getByRole("contentinfo").getByRole("button", { name: "العربية" }).click();
  await expect(page).toHaveURL(new RegExp(`^${hostUrl(baseURL, "retail")}/ar/?$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("region", { name: ar?.featured, exact: true })).toBeVisible();
  await expect(page.locator("[data-slot=banners] img")).not.toHaveCount(0);
  expect(homeCalls).toEqual([]);
});
