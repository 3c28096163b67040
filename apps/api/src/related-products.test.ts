/**
 * A product's "You may also like" (`GET S/products/:id/related`): the list's products of its
 * category — on marketplaces, then of its vendor — never itself, newest first, at most 8; the 404
 * of `getProduct` for an unknown product; a cached catalogue answer like the list's (ETag, 304, an
 * edit seen at once). And the list's `ids` filter the recently viewed read their cards with.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "./db/schema";
import { insertCategories, insertProducts, insertVendors } from "./seed/builders";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let api: ReturnType<typeof clientFor>;
let books: Awaited<ReturnType<typeof insertProducts>>;
let toys: Awaited<ReturnType<typeof insertProducts>>;
let market: Awaited<ReturnType<typeof seedShop>>;
let marketApi: ReturnType<typeof clientFor>;
let stalls: Awaited<ReturnType<typeof insertProducts>>;

const START = Date.parse("2026-02-01T00:00:00Z");
const idsOf = (items: Array<{ _id: string }>) => items.map((item) => item._id);

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "related");
  api = clientFor(ctx, shop.tenant);
  const shelves = await insertCategories(ctx.database.db, shop.tenant.id, [
    { slug: "books", name: "Books", nameAr: "كتب" },
    { slug: "toys", name: "Toys", nameAr: "ألعاب" },
  ]);
  // Eleven books, one a minute: newest first is the reverse of insertion.
  books = await insertProducts(
    ctx.database.db,
    shop.tenant.id,
    Array.from({ length: 11 }, (_, i) => ({
      name: `Book ${i}`,
      nameAr: `كتاب ${i}`,
      category: shelves.get("books") ?? null,
      createdAt: new Date(START + i * 60_000),
      variants: [{ price: 1_000 + i, stock: 50 }],
    })),
    "BOOK",
  );
  toys = await insertProducts(
    ctx.database.db,
    shop.tenant.id,
    [0, 1].map((i) => ({
      name: `Toy ${i}`,
      nameAr: `لعبة ${i}`,
      category: shelves.get("toys") ?? null,
      createdAt: new Date(START + i * 60_000),
      variants: [{ price: 2_000, stock: 3 }],
    })),
    "TOY",
  );

  market = await seedShop(ctx.database.db, "related-market", { type: "snachoo" });
  marketApi = clientFor(ctx, market.tenant);
  const [north = 0, south = 0] = await insertVendors(ctx.database.db, market.tenant, [
    ["north", "North", "الشمال"],
    ["south", "South", "الجنوب"],
  ]);
  const aisles = await insertCategories(ctx.database.db, market.tenant.id, [
    { slug: "fruit", name: "Fruit", nameAr: "فاكهة" },
    { slug: "bread", name: "Bread", nameAr: "خبز" },
  ]);
  const fruit = aisles.get("fruit") ?? null;
  const bread = aisles.get("bread") ?? null;
  stalls = await insertProducts(
    ctx.database.db,
    market.tenant.id,
    [
      { name: "North figs", category: fruit, vendor: north },
      { name: "South dates", category: fruit, vendor: south },
      { name: "North loaf", category: bread, vendor: north },
      { name: "South loaf", category: bread, vendor: south },
    ].map((spec, i) => ({
      ...spec,
      nameAr: spec.name,
      createdAt: new Date(START + i * 60_000),
      variants: [{ price: 500, stock: 20 }],
    })),
    "STALL",
  );
});
afterAll(() => ctx?.close());

describe("related products", () => {
  it("are the category's newest, never the product itself, at most 8", async () => {
    const book = books[10]!;
    const answer = await api.get(`/products/${book.id}/related`);
    expect(answer.status).toBe(200);
    const expected = books
      .slice(0, 10)
      .reverse()
      .slice(0, 8)
      .map((b) => String(b.id));
    expect(idsOf(answer.json.data)).toEqual(expected);
    const oldest = await api.get(`/products/${books[0]!.id}/related`);
    expect(idsOf(oldest.json.data)).not.toContain(String(books[0]!.id));
    expect(oldest.json.data).toHaveLength(8);
  });

  it("stay in the product's category", async () => {
    const answer = await api.get(`/products/${toys[0]!.id}/related`);
    expect(idsOf(answer.json.data)).toEqual([String(toys[1]!.id)]);
  });

  it("are what the list shows for the category, in its order", async () => {
    const book = books[3]!;
    const [related, list] = await Promise.all([
      api.get(`/products/${book.id}/related`),
      api.get(`/products?category_id=${book.categoryId}&per_page=9`),
    ]);
    const listed = idsOf(list.json.data.items).filter((id) => id !== String(book.id));
    expect(idsOf(related.json.data)).toEqual(listed.slice(0, 8));
    // The same cards as the list's: the same names, prices and stock as a shopper reads them.
    expect(related.json.data[0]).toEqual(
      list.json.data.items.find((p: { _id: string }) => p._id === listed[0]),
    );
  });

  it("on a marketplace are the category's, then the vendor's", async () => {
    const [figs, dates, northLoaf] = stalls;
    const answer = await marketApi.get(`/products/${figs!.id}/related`);
    expect(idsOf(answer.json.data)).toEqual([String(dates!.id), String(northLoaf!.id)]);
  });

  it("answer the 404 of getProduct for an unknown product", async () => {
    const [related, product] = await Promise.all([
      api.get("/products/999999/related"),
      api.get("/products/999999"),
    ]);
    expect(related.status).toBe(404);
    expect(related.json).toEqual(product.json);
    expect(related.json.code).toBe("product_not_found");
    // Another partner's product is unknown here too.
    expect((await api.get(`/products/${stalls[0]!.id}/related`)).status).toBe(404);
  });

  it("are a cached answer with an ETag: a 304 while current, an edited name at once", async () => {
    const book = books[10]!;
    const path = `/products/${book.id}/related`;
    const first = await api.get(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const again = await api.get(path, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-catalog-cache")).toBe("hit");
    const shown = books[9]!;
    await ctx.database.db
      .update(products)
      .set({ name: "Book nine, revised" })
      .where(eq(products.id, shown.id));
    const edited = await api.get(path, { headers: { "if-none-match": etag ?? "" } });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
    expect(edited.json.data.find((p: { _id: string }) => p._id === String(shown.id))?.name).toBe(
      "Book nine, revised",
    );
  });
});

describe("the list's ids filter", () => {
  it("lists only the products named, in the list's order, unknown ids left out", async () => {
    const named = [books[2]!, toys[0]!, books[7]!];
    const answer = await api.get(`/products?ids=${named.map((p) => p.id).join(",")},999999&per_page=12`);
    expect(answer.status).toBe(200);
    expect(idsOf(answer.json.data.items).sort()).toEqual(named.map((p) => String(p.id)).sort());
    expect(answer.json.data.total).toBe(3);
    // Another partner's product is not listed.
    const foreign = await api.get(`/products?ids=${stalls[0]!.id}`);
    expect(foreign.json.data.items).toEqual([]);
  });

  it("takes at most 12 ids", async () => {
    const twelve = books
      .slice(0, 11)
      .map((p) => p.id)
      .concat(toys[0]!.id);
    expect((await api.get(`/products?ids=${twelve.join(",")}&per_page=12`)).json.data.items).toHaveLength(12);
    const thirteen = [...twelve, toys[1]!.id];
    expect((await api.get(`/products?ids=${thirteen.join(",")}`)).status).toBe(400);
    expect((await api.get("/products?ids=1,abc")).status).toBe(400);
  });
});
