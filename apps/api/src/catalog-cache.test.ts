/**
 * The catalogue cache (services/catalog-cache.ts) serves product list and detail answers again
 * only while the tenant's catalogue version is unchanged. Each test first reads (so the answer is
 * cached), then writes, then expects the new state at once: without the version triggers of
 * drizzle/0002 (or with a time-based cache) every one of them fails.
 */
import { gunzipSync, inflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, categories, otherUnitPrices, pages, products, stockLevels } from "./db/schema";
import { insertProducts } from "./seed/builders";
import { CatalogCache } from "./services/catalog-cache";
import { tenantPagePayload } from "./services/partner";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let other: Awaited<ReturnType<typeof seedShop>>;
let api: ReturnType<typeof clientFor>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "cached");
  other = await seedShop(ctx.database.db, "neighbour");
  api = clientFor(ctx, shop.tenant);
});
afterAll(() => ctx?.close());

const tea = () => shop.products[0]!;
const stockInList = async (id: number) =>
  (await api.get("/products?per_page=100")).json.data.items.find((p: { _id: string }) => p._id === String(id))
    ?.stock_master.stock;

describe("catalogue cache invalidation", () => {
  it("shows the stock an order took in the list and the detail at once", async () => {
    const token = await api.login();
    expect(await stockInList(tea().id)).toBe(100);
    expect((await api.get(`/products/${tea().id}`)).json.data.stock_master.stock).toBe(100);
    await api.post("/clear_cart", {}, { token });
    await api.post("/update_cart", { product_id: String(tea().id), qty: 3 }, { token });
    const order = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "cache-order-1" } },
    );
    expect(order.status).toBe(201);
    expect(await stockInList(tea().id)).toBe(97);
    expect((await api.get(`/products/${tea().id}`)).json.data.stock_master.stock).toBe(97);
  });

  it("keeps the cached answer when an order fails and takes nothing", async () => {
    const token = await api.login();
    const before = await stockInList(tea().id);
    await api.post("/clear_cart", {}, { token });
    await api.post("/update_cart", { product_id: String(tea().id), qty: 1 }, { token });
    const declined = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_declined" },
      { token, headers: { "idempotency-key": "cache-declined-1" } },
    );
    expect(declined.status).toBe(402);
    expect(await stockInList(tea().id)).toBe(before);
  });

  it("sees writes made outside the API: price, stock, category name, new and deleted products", async () => {
    const { db } = ctx.database;
    const shirt = shop.products[1]!;
    const first = (await api.get(`/products/${shirt.id}`)).json.data;
    expect(first.category.name).toBe("All");
    await db.update(categories).set({ name: "Everything" }).where(eq(categories.id, shop.category!));
    await db
      .update(stockLevels)
      .set({ quantity: 42 })
      .where(eq(stockLevels.variantId, shirt.variants[0]!.id));
    const second = (await api.get(`/products/${shirt.id}`)).json.data;
    expect(second.category.name).toBe("Everything");
    expect(second.stock_master.stock).toBe(52);

    const list = (await api.get("/products?sort=price_asc")).json.data;
    await db.update(products).set({ priceMinor: 1 }).where(eq(products.id, shop.products[3]!.id));
    const resorted = (await api.get("/products?sort=price_asc")).json.data;
    expect(resorted.items[0]._id).toBe(String(shop.products[3]!.id));
    expect(resorted.items[0]._id).not.toBe(list.items[0]._id);

    const [added] = await insertProducts(db, shop.tenant.id, [
      { name: "Kettle", nameAr: "غلاية", category: shop.category, variants: [{ price: 9000, stock: 5 }] },
    ]);
    expect((await api.get("/products")).json.data.total).toBe(list.total + 1);
    await db.delete(products).where(eq(products.id, added!.id));
    expect((await api.get("/products")).json.data.total).toBe(list.total);
    expect((await api.get(`/products/${added!.id}`)).status).toBe(404);
  });

  it("keeps the tenant's categories and unit prices only while they stand: lists and searches follow a change", async () => {
    const { db } = ctx.database;
    const vase = productNamed(shop, "Rare Vase");
    const search = async () =>
      (await api.get(`/products?key=${encodeURIComponent("vase")}`)).json.data.items[0];
    expect((await search()).other_unit_prices).toEqual([]);
    await db.update(categories).set({ name: "Collectibles" }).where(eq(categories.id, shop.category!));
    await db.insert(otherUnitPrices).values({
      tenantId: shop.tenant.id,
      productId: vase.id,
      name: "Pair",
      nameLang: { en: "Pair", ar: "زوج" },
      priceMinor: 110_000,
      multiplier: 2,
    });
    const after = await search();
    expect(after.category.name).toBe("Collectibles");
    expect(after.other_unit_prices.map((unit: { name: string }) => unit.name)).toEqual(["Pair"]);
    const listed = (await api.get("/products?per_page=100")).json.data.items;
    expect(new Set(listed.map((item: { category: { name: string } }) => item.category.name))).toEqual(
      new Set(["Collectibles"]),
    );
  });

  it("counts a search's matches on every page, whether the first page holds them all or not", async () => {
    const all = (await api.get("/products?key=a&per_page=100")).json.data;
    expect(all.total).toBeGreaterThan(2);
    expect(all.items).toHaveLength(all.total);
    const first = (await api.get("/products?key=a&per_page=2")).json.data;
    expect([first.total, first.items.length, first.last_page]).toEqual([
      all.total,
      2,
      Math.ceil(all.total / 2),
    ]);
    const second = (await api.get("/products?key=a&per_page=2&page=2")).json.data;
    expect(second.total).toBe(all.total);
    const past = (await api.get("/products?key=a&per_page=100&page=2")).json.data;
    expect([past.total, past.items.length]).toEqual([all.total, 0]);
  });

  it("does not keep a 404: a product created after it is found", async () => {
    const { db } = ctx.database;
    const [seq] = await db.select({ next: sql<number>`last_value + 1` }).from(sql`products_id_seq`);
    const next = Number(seq?.next);
    expect((await api.get(`/products/${next}`)).status).toBe(404);
    await insertProducts(db, shop.tenant.id, [
      { name: "Mug", nameAr: "كوب", category: shop.category, variants: [{ price: 1500, stock: 2 }] },
    ]);
    expect((await api.get(`/products/${next}`)).status).toBe(200);
  });
});

describe("catalogue versions", () => {
  it("move only for the tenant written, and keep answers in between", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const mine = await cache.version(shop.tenant.id);
    const theirs = await cache.version(other.tenant.id);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(shop.tenant.id, "k", load)).toBe(1);
    expect(await cache.read(shop.tenant.id, "k", load)).toBe(1);
    await ctx.database.db
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} + 1` })
      .where(eq(stockLevels.tenantId, shop.tenant.id));
    expect(await cache.version(shop.tenant.id)).not.toBe(mine);
    expect(await cache.version(other.tenant.id)).toBe(theirs);
    expect(await cache.read(shop.tenant.id, "k", load)).toBe(2);
    expect(await cache.read(other.tenant.id, "k", load)).toBe(3);
    expect(await cache.read(other.tenant.id, "k", load)).toBe(3);
  });

  it("move for every tenant on TRUNCATE", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const before = await cache.version(other.tenant.id);
    await ctx.database.db.execute(sql`truncate search_keywords`);
    expect(await cache.version(other.tenant.id)).not.toBe(before);
  });
});

describe("prepared answers", () => {
  it("send the same JSON, gzipped once for clients that take gzip, plain otherwise", async () => {
    const plain = await api.get("/products");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const request = (encoding: string) =>
      ctx.app.request(`http://${api.host}/ecommerce/api/snachoo/products`, {
        headers: {
          host: api.host,
          authorization: `Bearer ${shop.tenant.accessToken}`,
          "accept-encoding": encoding,
        },
      });
    for (let i = 0; i < 2; i++) {
      const zipped = await request("gzip, deflate, br");
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
      expect(zipped.headers.get("cache-control")).toBe("no-store");
      expect(zipped.headers.get("x-content-type-options")).toBe("nosniff");
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain.text);
    }
    // A deflate-only client is left to the compress middleware, as every other answer.
    const deflated = await request("deflate");
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(plain.text);
  });
});

describe("home, pages and search follow the catalogue version (issue 17: cached like the catalogue)", () => {
  it("shows a changed banner, a new page and a new product at once", async () => {
    const home = async () => (await api.call("GET", "/ecommerce/api/cms/home")).json.data;
    const before = await home();
    expect((await api.get("/products?key=zanzibar")).json.data.total).toBe(0);
    const suggested = async () => (await api.get("/suggestions?key=zanzibar")).json.data.products.length;
    expect(await suggested()).toBe(0);
    await ctx.database.db
      .insert(banners)
      .values({ tenantId: shop.tenant.id, title: "Fresh banner", position: 99 });
    expect((await home()).banners).toHaveLength(before.banners.length + 1);
    await ctx.database.db
      .insert(pages)
      .values({ tenantId: shop.tenant.id, name: "faq", title: "FAQ", html: "<p>?</p>", position: 9 });
    expect((await api.call("GET", "/snachoo/api/partner")).json.data.pages).toContain("faq");
    await insertProducts(ctx.database.db, shop.tenant.id, [
      {
        name: "Zanzibar Cloves",
        nameAr: "قرنفل زنجبار",
        category: null,
        variants: [{ price: 700, stock: 5 }],
      },
    ]);
    expect((await api.get("/products?key=zanzibar")).json.data.total).toBe(1);
    expect((await api.get(`/products?key=${encodeURIComponent("زنجبار")}`)).json.data.total).toBe(1);
    expect(await suggested()).toBe(1);
    // The neighbour's search never sees it.
    expect((await clientFor(ctx, other.tenant).get("/products?key=zanzibar")).json.data.total).toBe(0);
  });
});

describe("a tenant's page payload", () => {
  it("is one object while the tenant's row and pages stand, and a new one with a page added", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const first = await tenantPagePayload(cache, ctx.database.db, other.tenant);
    expect(await tenantPagePayload(cache, ctx.database.db, other.tenant)).toBe(first);
    expect(first.partner.pages).not.toContain("returns");

    await ctx.database.db.insert(pages).values({
      tenantId: other.tenant.id,
      name: "returns",
      title: "Returns",
      html: "<p>30 days</p>",
      position: 9,
    });
    const after = await tenantPagePayload(cache, ctx.database.db, other.tenant);
    expect(after).not.toBe(first);
    expect(after.partner.pages).toContain("returns");
    // A reloaded row (another object) builds its own.
    const reloaded = await tenantPagePayload(cache, ctx.database.db, { ...other.tenant });
    expect(reloaded).not.toBe(after);
    expect(reloaded).toEqual(after);
  });
});
