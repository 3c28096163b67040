import { expect, type Page, test } from "./fixtures";
import { hostUrl } from "./support";

// The bulk demo partner's 10,000 products: the list is virtualised, so however far the shopper
// scrolls, only a screenful of rows is in the DOM (PERFORMANCE.md: ≤ 300 nodes).

async function listFigures(page: Page) {
  return page.locator("[data-slot=long-product-list]").evaluate((list) => ({
    rows: list.querySelectorAll(":scope > li").length,
    nodes: list.querySelectorAll("*").length,
    first: Number(list.querySelector(":scope > li")?.getAttribute("data-index") ?? -1),
    text: list.textContent ?? "",
  }));
}

for (const { locale, prefix, count } of [
  { locale: "en", prefix: "", count: "10,000 products" },
  { locale: "ar", prefix: "/ar", count: /10[,٬]?000/ },
]) {
  test(`bulk: 10,000 products, a bounded DOM while scrolling (${locale})`, async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "bulk")}${prefix}/products`);
    await expect(page.locator("[data-slot=result-count]")).toHaveText(count);
    const list = page.locator("[data-slot=long-product-list]");
    await expect(list.locator("[data-slot=product-row]").first()).toBeVisible();
    await expect(list.locator(":scope > li").first()).toHaveAttribute("aria-setsize", "10000");

    let seen = -1;
    for (let step = 0; step < 8; step++) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(120);
      const figures = await listFigures(page);
      expect(figures.rows).toBeLessThan(40);
      expect(figures.nodes).toBeLessThan(300);
      seen = Math.max(seen, figures.first);
    }
    expect(seen).toBeGreaterThan(100);

    // Far down the list: the rows there are rendered (their block fetched), still a bounded DOM.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(async () => (await listFigures(page)).first).toBeGreaterThan(4000);
    await expect(list.locator("[data-slot=product-row]").first()).toBeVisible();
    const far = await listFigures(page);
    expect(far.rows).toBeLessThan(40);
    expect(far.nodes).toBeLessThan(300);
  });
}

test("bulk: ?page= positions the long list", async ({ page, baseURL }) => {
  await page.goto(`${hostUrl(baseURL, "bulk")}/products?page=50`);
  const list = page.locator("[data-slot=long-product-list]");
  await expect.poll(async () => (await listFigures(page)).first).toBeGreaterThan(560);
  await expect(list.locator("[data-slot=product-row]").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages" }).locator("[aria-current=page]")).toHaveText(
    /^5\d$/,
  );
});
