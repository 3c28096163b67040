import { CATALOG_LOCALES } from "./catalog-support";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// Product search (spec §2) on the retail demo partner: `key` (text) or `key_word_id` (a suggestion,
// e.g. the keyword "apple" of the Fruit & Vegetables category); Enter searches and goes to the list.

for (const l of CATALOG_LOCALES) {
  test.describe(`search (${l.locale})`, () => {
    test("by text: Enter goes to /products?key=…", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/search`);
      const box = page.locator("[data-slot=search-page]").getByRole("combobox", { name: l.searchProducts });
      await expect(box).toBeFocused();
      await box.fill("shirt");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?key=shirt$`));
      await expect(page.getByRole("article")).toHaveCount(2);
    });

    test("by suggestion: the keyboard picks a keyword, its key_word_id searches", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/search`);
      const search = page.locator("[data-slot=search-page]");
      const box = search.getByRole("combobox", { name: l.searchProducts });
      await box.fill(l.locale === "ar" ? "تفا" : "app");
      const listbox = search.getByRole("listbox");
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const keyword = listbox.locator("[role=option][data-kind=keyword]").first();
      await expect(keyword).toHaveText(l.locale === "ar" ? "تفاح" : "apple");
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", (await keyword.getAttribute("id")) ?? "");
      await expect(keyword).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?key_word_id=\\d+$`));
      await expect(page.getByRole("article").filter({ hasText: l.apples })).toHaveCount(1);
    });

    test("a product suggestion opens its page", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/search`);
      const search = page.locator("[data-slot=search-page]");
      await search.getByRole("combobox").fill(l.locale === "ar" ? "تفاح" : "apple");
      await search.locator("[role=option][data-kind=product]").filter({ hasText: l.apples }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products/1/red-apples$`));
    });
  });

  test.describe(`search finds what shoppers type (${l.locale})`, () => {
    const searchFor = async (
      page: import("@playwright/test").Page,
      baseURL: string | undefined,
      key: string,
    ) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products?key=${encodeURIComponent(key)}`);
      return page.locator("[data-slot=product-card]").first();
    };
    const watch = l.locale === "ar" ? "ساعة ذكية" : "Smart Watch";

    test("words in another order, an Arabic variant and a typo find the product", async ({
      page,
      baseURL,
    }) => {
      await expect(await searchFor(page, baseURL, "watch smart")).toContainText(watch);
      await expect(await searchFor(page, baseURL, "ساعه ذكيه")).toContainText(watch);
      await expect(await searchFor(page, baseURL, "تفاح احمر")).toContainText(l.apples);
      await expect(await searchFor(page, baseURL, "smrt watch")).toContainText(watch);
      // The shopper is told what the nearest spelling is.
      await expect(page.locator("[data-slot=nearest-spellings]")).toContainText("smart watch");
    });

    test("facets narrow the list, and the choice survives a reload and going back", async ({
      page,
      baseURL,
    }) => {
      await searchFor(page, baseURL, "arabic");
      const count = page.locator("[data-slot=result-count]");
      const all = await count.textContent();
      const filters = page.getByRole("navigation", { name: l.filters });
      const bakery = filters.getByRole("link", {
        name: new RegExp(`^${l.locale === "ar" ? "المخبوزات" : "Bakery"}`),
      });
      await bakery.click();
      await expect(page).toHaveURL(/\?category_id=\d+&key=arabic$/);
      await expect(count).not.toHaveText(all ?? "");
      for (const card of await page.locator("[data-slot=product-card]").all()) {
        await expect(card).toContainText(l.locale === "ar" ? "خبز" : "Bread");
      }
      await page.reload();
      await expect(filters.locator("[aria-current=true]")).toHaveCount(1);
      await page.goBack();
      await expect(page).toHaveURL(/key=arabic$/);
      await expect(count).toHaveText(all ?? "");
    });
  });

  test(`a search box lays out what is typed in its own direction (${l.locale})`, async ({
    page,
    baseURL,
  }) => {
    // On an Arabic page, "/x" in a right-to-left box would read "x/": each box takes its text's direction.
    await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/search`);
    const boxes = [
      page.getByRole("banner").getByRole("combobox", { name: l.searchProducts }),
      page.locator("[data-slot=search-page]").getByRole("combobox", { name: l.searchProducts }),
    ];
    for (const box of boxes) {
      await box.fill("/x");
      expect(await box.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe("plaintext");
      // The box itself keeps the page's direction: its icon and button stay on the page's side.
      expect(await box.evaluate((input) => getComputedStyle(input).direction)).toBe(
        l.locale === "ar" ? "rtl" : "ltr",
      );
    }
  });
}
