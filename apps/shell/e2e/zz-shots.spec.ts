import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  for (const prefix of ["", "/ar"]) {
    test(`shots ${name} ${prefix || "/en"}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const tag = `${name}-${prefix ? "ar" : "en"}`;
      await page.goto(`${hostUrl(baseURL, "retail")}${prefix}/products/1/red-apples`);
      await page.goto(`${hostUrl(baseURL, "retail")}${prefix}/products/12/hooded-sweatshirt`);
      await expect(page.locator("[data-slot=recently-viewed]")).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/product-shots/${tag}-page.png`, fullPage: true });
      await page.locator("[data-slot=product-extras]").scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/product-shots/${tag}-rails.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator("[data-slot=gallery-open]").click();
      await expect(page.locator("[data-slot=lightbox]")).toBeVisible();
      await page.locator("[data-slot=lightbox-next]").click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/product-shots/${tag}-lightbox.png` });
    });
  }
}
