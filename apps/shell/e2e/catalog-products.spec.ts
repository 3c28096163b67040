import { CATALOG_LOCALES, plain } from "./catalog-support";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The product list (`/products`) on the retail demo partner (21 products, 12 per page): filter by
// category and attributes, sort and paginate, every state in the URL — in English and Arabic.

for (const l of CATALOG_LOCALES) {
  test.describe(`product list (${l.locale})`, () => {
    test("filters by category and attribute, through the URL", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.allProducts);
      await expect(page.locator("[data-slot=result-count]")).toHaveText(l.count(21));

      const filters = page.getByRole("navigation", { name: l.filters });
      await filters.getByRole("link", { name: new RegExp(`^${l.clothing}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?category_id=\\d+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.clothing);
      // Clothing includes its T-shirts sub-category.
      await expect(page.locator("[data-slot=result-count]")).toHaveText(l.count(3));
      await expect(page.getByRole("article")).toHaveCount(3);

      await filters
        .getByRole("link", { name: new RegExp(`^${l.locale === "ar" ? "كبير" : "L"}\\s*\\d*$`) })
        .click();
      await expect(page).toHaveURL(/attrs=size%3Al/);
      await expect(page.getByRole("article")).toHaveCount(3);

      // Reload: the same filtered list from the URL alone, the chosen filters marked.
      await page.reload();
      await expect(filters.locator("[aria-current=true]")).toHaveCount(2);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.clothing);
    });

    test("sorts by price", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products`);
      await page.getByLabel(l.sortBy).selectOption("price_asc");
      await expect(page).toHaveURL(/\?sort=price_asc$/);
      // The cheapest first: Arabic Bread, 3.00.
      await expect(page.locator("[data-slot=product-card]").first()).toContainText(
        l.locale === "ar" ? "خبز عربي" : "Arabic Bread",
      );
      const prices = await page
        .locator("[data-slot=product-card] [data-slot=price-amount]")
        .allTextContents();
      const values = prices.map((text) => Number(plain(text).replace(/[^\d.]/g, "")));
      expect(values.length).toBe(12);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      await page.getByLabel(l.sortBy).selectOption("price_desc");
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      await expect(page.locator("[data-slot=product-card]").first()).toContainText(
        l.locale === "ar" ? "هاتف ذكي" : "Smartphone",
      );
    });

    test("paginates with ?page=", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products?sort=name_asc`);
      await expect(page.getByRole("article")).toHaveCount(12);
      const pages = page.getByRole("navigation", { name: l.pages });
      await pages
        .locator("[data-slot=pagination-link]")
        .filter({ hasText: /^(2|٢)$/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?sort=name_asc&page=2$`));
      await expect(page.getByRole("article")).toHaveCount(9);
      await expect(pages.locator("[aria-current=page]")).toHaveText(/^(2|٢)$/);
      // Back: page 1 again, from the URL.
      await page.goBack();
      await expect(page.getByRole("article")).toHaveCount(12);
    });
  });
}

test("digital products (retail) list the digital products only", async ({ page, baseURL }) => {
  await page.goto(`${hostUrl(baseURL, "retail")}/digital-products`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital products");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article").first()).toContainText("Instant delivery");
});

test("the retail-only catalogue pages are a 404 on a marketplace", async ({ page, baseURL }) => {
  await page.goto(`${hostUrl(baseURL, "snachoo")}/categories`);
  await expect(page.getByText("404")).toBeVisible();
});
