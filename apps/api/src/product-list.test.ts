/**
 * The product list at depth: pages continue with `after` (the page before's `next_cursor`) and are
 * read off the index of their order, so products added while a shopper pages through never make a
 * product appear twice or not at all — which numbered pages (OFFSET) do. Totals of a category or
 * the whole catalogue are stored; totals of other filters count up to a limit.
 */
import { PRODUCT_COUNT_LIMIT } from "@storefront/core/contracts/product-list-params";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProducts } from "./seed/builders";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let api: ReturnType<typeof clientFor>;

const START = Date.parse("2026-01-01T00:00:00Z");

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "paged");
  api = clientFor(ctx, shop.tenant);
  await insertProducts(
    ctx.database.db,
    shop.tenant.id,
    Array.from({ length: 40 }, (_, i) => ({
      name: `Paged ${String(i).padStart(2, "0")}`,
      nameAr: `صفحة ${i}`,
      category: shop.category,
      // Some share a price and a moment: the id breaks the tie.
      createdAt: new Date(START + Math.floor(i / 3) * 60_000),
      variants: [{ price: 1_000 + (i % 7) * 100, stock: 10 }],
    })),
    "PAGED",
  );
});
afterAll(() => ctx?.close());

let added = 0;
/** Products that arrive while the shopper pages: spread over the whole order (time, price, name). */
async function addProducts() {
  await insertProducts(
    ctx.database.db,
    shop.tenant.id,
    Array.from({ length: 3 }, (_, i) => {
      const n = added++;
      return {
        name: `Paged ${String((n * 13) % 40).padStart(2, "0")}b`,
        nameAr: `جديد ${n}`,
        category: shop.category,
        createdAt: new Date(START + ((n * 7 + i) % 14) * 60_000 + 1),
        variants: [{ price: 1_000 + ((n + i) % 7) * 100, stock: 10 }],
      };
    }),
    "LATE",
  );
}

describe("paging with cursors while products are added", () => {
  it.each(["newest", "price_asc", "price_desc", "name_asc", "name_desc"])(
    "never repeats or skips a product (%s)",
    async (sort) => {
      const before: string[] = (await api.get(`/products?sort=${sort}&per_page=100`)).json.data.items.map(
        (item: { _id: string }) => item._id,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 50; pages++) {
        const answer = await api.get(`/products?sort=${sort}&per_page=7${cursor ? `&after=${cursor}` : ""}`);
        expect(answer.status).toBe(200);
        seen.push(...answer.json.data.items.map((item: { _id: string }) => item._id));
        cursor = answer.json.data.next_cursor;
        if (!cursor) break;
        await addProducts();
      }
      const once = new Set(seen);
      expect(once.size).toBe(seen.length);
      for (const id of before) expect(once.has(id)).toBe(true);
    },
  );

  it("refuses a cursor of another sort or a forged one with a 400, never a 500", async () => {
    const page = (await api.get("/products?sort=newest&per_page=3")).json.data;
    expect((await api.get(`/products?sort=price_asc&after=${page.next_cursor}`)).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(["newest", "not a time", 1])).toString("base64url");
    expect((await api.get(`/products?after=${forged}`)).status).toBe(400);
    expect((await api.get("/products?after=%21%21")).status).toBe(400);
  });

  it("numbers pages as deep as the count limit, and asks for a cursor beyond", async () => {
    const deep = Math.floor(PRODUCT_COUNT_LIMIT / 100) + 2;
    const answer = await api.get(`/products?per_page=100&page=${deep}`);
    expect(answer.status).toBe(400);
    expect(answer.json.issues[0].path).toBe("query.page");
  });
});

describe("totals", () => {
  it("are exact for the catalogue and a category, and follow products added and removed", async () => {
    const all = (await api.get("/products?per_page=1")).json.data;
    const inCategory = (await api.get(`/products?per_page=1&category_id=${shop.category}`)).json.data;
    expect(all.total_capped).toBe(false);
    expect(inCategory.total).toBe(all.total);
    const listed = (await api.get("/categories")).json.data.find(
      (category: { _id: string }) => category._id === String(shop.category),
    );
    expect(listed.product_count).toBe(all.total);
    await addProducts();
    expect((await api.get("/products?per_page=1")).json.data.total).toBe(all.total + 3);
  });

  it("count a filter's matches", async () => {
    const cheap = (await api.get("/products?per_page=100&max_price=10.5")).json.data;
    expect(cheap.total_capped).toBe(false);
    expect(cheap.total).toBe(cheap.items.length);
    for (const item of cheap.items) expect(item.price_master.price).toBeLessThanOrEqual(10.5);
  });
});
