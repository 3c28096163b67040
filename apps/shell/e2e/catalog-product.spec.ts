import { CATALOG_LOCALES, plain } from "./catalog-support";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The product page (`/products/{id}/{slug}`) on the retail demo partner: the Hooded Sweatshirt
// (id 12, sizes S/M/L × blue/black, L/black sold out) and Red Apples (id 1, per kg / per piece).

for (const l of CATALOG_LOCALES) {
  test.describe(`product page (${l.locale})`, () => {
    test("a variant choice goes into variant_id and survives a reload", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/12/hooded-sweatshirt`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.sweatshirt);
      const price = page.locator("[data-slot=product-page] [data-slot=price-amount]").first();
      await expect.poll(async () => plain(await price.textContent())).toMatch(/129\.00/);

      const size = page.getByRole("group", { name: new RegExp(`^${l.size}`) });
      await size.getByText(l.locale === "ar" ? "وسط" : "M", { exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`${l.prefix}/products/12/hooded-sweatshirt\\?variant_id=\\d+$`),
      );
      const chosen = new URL(page.url()).searchParams.get("variant_id");
      await expect.poll(async () => plain(await price.textContent())).toMatch(/134\.00/);

      await page.reload();
      await expect(page).toHaveURL(new RegExp(`variant_id=${chosen}$`));
      await expect(size.getByRole("radio", { checked: true })).toHaveAccessibleName(
        l.locale === "ar" ? "وسط" : "M",
      );
      await expect.poll(async () => plain(await price.textContent())).toMatch(/134\.00/);
    });

    test("a wrong or missing slug redirects to the canonical link", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/12/old-name?variant_id=24`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products/12/hooded-sweatshirt\\?variant_id=24$`));
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/1`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products/1/red-apples$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.apples);
    });

    test("per kg or per piece: the unit's price, and the unit goes to the cart", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/1/red-apples`);
      const price = page.locator("[data-slot=product-page] [data-slot=price-amount]").first();
      await expect.poll(async () => plain(await price.textContent())).toMatch(/8\.50/);
      await page.locator("[data-slot=unit-picker]").getByText(l.perPiece).click();
      await expect.poll(async () => plain(await price.textContent())).toMatch(/1\.25/);
      await page.locator("[data-slot=product-page]").getByRole("button", { name: l.addToCart }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("tempCart") ?? "[]")))
        .toEqual([
          expect.objectContaining({
            product_id: "1",
            other_unit_price: expect.objectContaining({ id: "2" }),
          }),
        ]);
    });
  });
}

test("an unknown product is a 404", async ({ page, baseURL }) => {
  await page.goto(`${hostUrl(baseURL, "retail")}/products/99999/nothing`);
  await expect(page.getByText("404")).toBeVisible();
});
