/**
 * Product search as shoppers type it (services/search/postgres-search.ts, drizzle/0009), on the
 * demo retail partner and the 10,000-product bulk partner: each query with the product (or the
 * category) it must find first. Word order, spacing, plurals, typos, SKUs with and without their
 * separators, category words, and Arabic as it is really written — alef with or without hamza,
 * the article, diacritics, ة written ه, Arabic-Indic digits. Runs on PGlite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPartner } from "./seed/demo";
import { bulk } from "./seed/partners/bulk";
import { retail } from "./seed/partners/retail";
import { clientFor, openTestContext, type TestContext } from "./test/harness";

let ctx: TestContext;
let shop: ReturnType<typeof clientFor>;
let big: ReturnType<typeof clientFor>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = clientFor(ctx, await seedDemoPartner(ctx.database.db, retail));
  big = clientFor(ctx, await seedDemoPartner(ctx.database.db, bulk));
}, 180_000);
afterAll(() => ctx?.close());

interface Found {
  name: string;
  category: { name: string } | null;
}

/** What a query must find first: a product by name, or any product of a category (category words). */
type Expected = { first: string } | { category: string };

const RETAIL: Array<[query: string, expected: Expected]> = [
  ["smart watch", { first: "Smart Watch" }],
  ["Smart Watch", { first: "Smart Watch" }],
  ["watch smart", { first: "Smart Watch" }],
  ["smart  watch", { first: "Smart Watch" }],
  ["  smart watch ", { first: "Smart Watch" }],
  ["watches", { first: "Smart Watch" }],
  ["smar", { first: "Smart Watch" }],
  ["smrt watch", { first: "Smart Watch" }],
  ["tomatos", { first: "Tomatoes" }],
  ["tomato", { first: "Tomatoes" }],
  ["apples", { first: "Red Apples" }],
  ["red apple", { first: "Red Apples" }],
  ["apple red", { first: "Red Apples" }],
  ["banana", { first: "Bananas" }],
  ["croisant", { first: "Croissant" }],
  ["phone", { first: "Smartphone 128 GB" }],
  ["128", { first: "Smartphone 128 GB" }],
  ["SKU-00016", { first: "Smart Watch" }],
  ["sku00016", { first: "Smart Watch" }],
  ["sku 00016", { first: "Smart Watch" }],
  ["coffee pot", { first: "Arabic Coffee Pot" }],
  ["pot coffee", { first: "Arabic Coffee Pot" }],
  ["earbud", { first: "Wireless Earbuds" }],
  ["wireles", { first: "Wireless Earbuds" }],
  ["t-shirt", { first: "Cotton T-shirt" }],
  ["cookbook", { first: "Arabic Cookbook (e-book)" }],
  ["gift card", { first: "Gift Card 100" }],
  ["sweatshirt hooded", { first: "Hooded Sweatshirt" }],
  ["maamoul", { first: "Date Maamoul" }],
  ["electronics", { category: "Electronics" }],
  ["bakery", { category: "Bakery" }],
  ["ساعة ذكية", { first: "Smart Watch" }],
  ["ساعه ذكيه", { first: "Smart Watch" }],
  ["ذكية ساعة", { first: "Smart Watch" }],
  ["تفاح احمر", { first: "Red Apples" }],
  ["التفاح", { first: "Red Apples" }],
  ["تُفَّاح", { first: "Red Apples" }],
  ["هاتف ١٢٨", { first: "Smartphone 128 GB" }],
  ["الهاتف", { first: "Smartphone 128 GB" }],
  ["قهوة", { first: "Arabic Coffee Pot" }],
  ["طماطم", { first: "Tomatoes" }],
  ["خبز", { first: "Arabic Bread" }],
  ["مقلاه", { first: "Non-stick Pan" }],
  ["سماعات", { first: "Wireless Earbuds" }],
  ["الإلكترونيات", { category: "Electronics" }],
  ["مخبوزات", { category: "Bakery" }],
];

const BULK: Array<[query: string, expected: Expected]> = [
  ["Classic Groceries item 1", { first: "Classic Groceries item 1" }],
  ["item 1 classic groceries", { first: "Classic Groceries item 1" }],
  ["premium kitchen item 18", { first: "Premium Kitchen item 18" }],
  ["BLK-00001", { first: "Classic Groceries item 1" }],
  ["blk00001", { first: "Classic Groceries item 1" }],
  ["بقالة كلاسيكي رقم 1", { first: "Classic Groceries item 1" }],
  ["كلاسيكي بقاله رقم ١", { first: "Classic Groceries item 1" }],
  ["grocery", { category: "Groceries" }],
  ["toy", { category: "Toys" }],
];

function check(found: Found[], expected: Expected) {
  const first = found[0];
  if ("first" in expected) expect(first?.name).toBe(expected.first);
  else expect(first?.category?.name).toBe(expected.category);
}

describe.each([
  ["retail", RETAIL, () => shop],
  ["bulk", BULK, () => big],
] as const)("search on %s", (_partner, queries, client) => {
  it.each(queries)("%s", async (query, expected) => {
    const answer = await client().get(`/products?key=${encodeURIComponent(query)}&per_page=5`);
    expect(answer.status).toBe(200);
    check(answer.json.data.items, expected);
  });
});

describe("search behaviour", () => {
  it("says when it shows the nearest spellings, and what they match", async () => {
    const typo = (await shop.get("/products?key=smrt%20watch")).json.data;
    expect(typo.search).toEqual({ fuzzy: true, corrected_key: "smart watch" });
    const exact = (await shop.get("/products?key=smart%20watch")).json.data;
    expect(exact.search).toEqual({ fuzzy: false, corrected_key: null });
  });

  it("answers an empty page, not an error, for words nothing is near", async () => {
    const none = (await shop.get("/products?key=qqzzxxvv")).json.data;
    expect([none.total, none.items.length, none.search.fuzzy]).toEqual([0, 0, false]);
  });

  it("does not search inside words for a one-letter key: only names that start with it", async () => {
    const items: Found[] = (await shop.get("/products?key=a&per_page=100")).json.data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.name.toLowerCase().startsWith("a")).toBe(true);
  });

  it("ranks the exact name first where the old search ranked it last of its matches", async () => {
    const found = (await big.get("/products?key=item%201&per_page=3")).json.data;
    expect(found.items[0].name).not.toBe("Classic Groceries item 1");
    const exact = (await big.get(`/products?key=${encodeURIComponent("Classic Groceries item 1")}`)).json
      .data;
    expect(exact.items[0].name).toBe("Classic Groceries item 1");
  });

  it("sorts the matches by the other orders when asked", async () => {
    const byPrice = (await shop.get("/products?key=arabic&sort=price_asc")).json.data.items;
    const prices = byPrice.map((item: { price_master: { price: number } }) => item.price_master.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it("offers facets of the matches, and a facet narrows them", async () => {
    const all = (await shop.get("/products?key=arabic&per_page=100")).json.data;
    const categories = all.facets.categories.map((c: { name: string; count: number }) => [c.name, c.count]);
    expect(categories.length).toBeGreaterThan(1);
    const [bakery] = all.facets.categories.filter((c: { name: string }) => c.name === "Bakery");
    const narrowed = (await shop.get(`/products?key=arabic&category_id=${bakery._id}`)).json.data;
    expect(narrowed.total).toBe(bakery.count);
    for (const item of narrowed.items) expect(item.category.name).toBe("Bakery");
  });

  it("offers price ranges that, used as the filter, hold what they counted", async () => {
    const list = (await big.get("/products?key=classic&per_page=1")).json.data;
    expect(list.facets.prices.length).toBeGreaterThan(1);
    const [range] = list.facets.prices;
    const query = `min_price=${range.min}${range.max === null ? "" : `&max_price=${range.max}`}`;
    const narrowed = (await big.get(`/products?key=classic&${query}`)).json.data;
    expect(narrowed.total).toBe(range.count);
  });

  it("suggests the products search ranks first", async () => {
    const suggested = (await shop.get(`/suggestions?key=${encodeURIComponent("ساعه")}`)).json.data;
    expect(suggested.products[0].name).toBe("Smart Watch");
    const typed = (await shop.get("/suggestions?key=smart%20wa")).json.data;
    expect(typed.products[0].name).toBe("Smart Watch");
    const keywords = (await shop.get("/suggestions?key=brea")).json.data.keywords;
    expect(keywords.map((k: { keyword: string }) => k.keyword)).toContain("bread");
  });
});
