/**
 * The catalogue cache (services/catalog-cache.ts) serves an answer again only while what it shows
 * stands: the tenant's catalogue version (edits) and the stock of the variants it shows, as a
 * shopper sees it. Each test first reads (so the answer is cached), then writes, then expects the
 * new state at once — or, for an order that leaves a product well stocked, the same answer, a hit.
 * Without the triggers of drizzle/0002 (or with a time-based cache) the edits fail; with stock in
 * the version (as before drizzle/0008) the orders do.
 */
import { gunzipSync, inflateSync } from "node:zlib";
import { PLENTY_UNITS } from "@storefront/core/catalog";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
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

/** Places an order of `qty` of a product for the demo customer (pickup, cash). */
async function order(productId: number, qty: number, key: string) {
  const token = await api.login();
  await api.post("/clear_cart", {}, { token });
  const cart = await api.post("/update_cart", { product_id: String(productId), qty }, { token });
  expect(cart.status).toBe(200);
  const placed = await api.post(
    "/place_order",
    { delivery_method: "pickup", payment_method: "cod" },
    { token, headers: { "idempotency-key": key } },
  );
  expect(placed.status).toBe(201);
}

/** A catalogue read with the cache's verdict and the answer's ETag. */
async function read(path: string) {
  const answer = await api.get(path);
  return {
    data: answer.json.data,
    cache: answer.headers.get("x-catalog-cache"),
    etag: answer.headers.get("etag"),
  };
}

describe("catalogue cache and orders", () => {
  it("keeps every answer when an order leaves the product well stocked: no miss, the same ETag", async () => {
    const list = await read("/products?per_page=100");
    const detail = await read(`/products/${tea().id}`);
    const shirt = await read(`/products/${shop.products[1]!.id}`);
    expect(detail.data.stock_master.stock).toBe(PLENTY_UNITS);
    await order(tea().id, 3, "cache-order-plenty");
    const [listAfter, detailAfter, shirtAfter] = await Promise.all([
      read("/products?per_page=100"),
      read(`/products/${tea().id}`),
      read(`/products/${shop.products[1]!.id}`),
    ]);
    expect([listAfter.cache, detailAfter.cache, shirtAfter.cache]).toEqual(["hit", "hit", "hit"]);
    expect([listAfter.etag, detailAfter.etag, shirtAfter.etag]).toEqual([list.etag, detail.etag, shirt.etag]);
    // The real stock moved (97 left), and the cart, which is not cached, says so.
    const [row] = await ctx.database.db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(eq(stockLevels.variantId, tea().variants[0]!.id));
    expect(row?.quantity).toBe(97);
  });

  it("shows the stock an order took at once when a shopper sees it: low, then sold out", async () => {
    const vaseless = shop.products[1]!; // the shirt: 10 of each size
    const before = await read(`/products/${vaseless.id}`);
    const variant = before.data.variants[0];
    expect(variant.stock).toBe(PLENTY_UNITS);
    await order(vaseless.id, 7, "cache-order-low");
    const low = await read(`/products/${vaseless.id}`);
    expect(low.cache).toBe("miss");
    expect(low.etag).not.toBe(before.etag);
    expect(low.data.variants[0].stock).toBe(3);
    const inList = (await read("/products?per_page=100")).data.items.find(
      (item: { _id: string }) => item._id === String(vaseless.id),
    );
    expect(inList.variants[0].stock).toBe(3);
    await order(vaseless.id, 3, "cache-order-sold-out");
    expect((await read(`/products/${vaseless.id}`)).data.variants[0].stock).toBe(0);
  });

  it("does not move the catalogue version with stock: answers of other products stay hits", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const version = await cache.version(shop.tenant.id);
    await ctx.database.db
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} - 1` })
      .where(eq(stockLevels.variantId, tea().variants[0]!.id));
    expect(await cache.version(shop.tenant.id)).toBe(version);
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
    // 42 of one size: plenty, shown as such.
    expect(second.variants.map((v: { stock: number }) => v.stock)).toContain(PLENTY_UNITS);

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

  it("counts a search's matches on every page (a category's name matches its products)", async () => {
    const all = (await api.get("/products?key=collectibles&per_page=100")).json.data;
    expect(all.total).toBeGreaterThan(2);
    expect(all.items).toHaveLength(all.total);
    const first = (await api.get("/products?key=collectibles&per_page=2")).json.data;
    expect([first.total, first.items.length, first.last_page]).toEqual([
      all.total,
      2,
      Math.ceil(all.total / 2),
    ]);
    const second = (await api.get("/products?key=collectibles&per_page=2&page=2")).json.data;
    expect(second.total).toBe(all.total);
    const past = (await api.get("/products?key=collectibles&per_page=100&page=2")).json.data;
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
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, reading: { bytes: () => 8 } };
  };

  it("move only for the tenant whose catalogue is edited, and keep answers in between", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const mine = await cache.version(shop.tenant.id);
    const theirs = await cache.version(other.tenant.id);
    const { load, reading } = counting();
    expect((await cache.read(shop.tenant.id, "k", load, reading)).value).toBe(1);
    expect(await cache.read(shop.tenant.id, "k", load, reading)).toEqual({ value: 1, hit: true });
    await ctx.database.db
      .update(products)
      .set({ name: sql`${products.name} || ''` })
      .where(eq(products.tenantId, shop.tenant.id));
    expect(await cache.version(shop.tenant.id)).not.toBe(mine);
    expect(await cache.version(other.tenant.id)).toBe(theirs);
    expect((await cache.read(shop.tenant.id, "k", load, reading)).value).toBe(2);
    expect((await cache.read(other.tenant.id, "k", load, reading)).value).toBe(3);
    expect((await cache.read(other.tenant.id, "k", load, reading)).value).toBe(3);
  });

  it("move for every tenant on TRUNCATE", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const before = await cache.version(other.tenant.id);
    await ctx.database.db.execute(sql`truncate search_keywords`);
    expect(await cache.version(other.tenant.id)).not.toBe(before);
  });

  it("keep an answer while the stock it shows shows the same, and rebuild it when not", async () => {
    const cache = new CatalogCache(ctx.database.db);
    const variantId = shop.products[2]!.variants[0]!.id; // apples: 100 kg
    let loads = 0;
    const reading = {
      bytes: () => 8,
      stock: () => [{ variantId, cap: PLENTY_UNITS, shown: PLENTY_UNITS }],
    };
    const load = async () => ++loads;
    await cache.read(shop.tenant.id, "apples", load, reading);
    const take = (kg: number) =>
      ctx.database.db
        .update(stockLevels)
        .set({ quantity: sql`${stockLevels.quantity} - ${kg}` })
        .where(eq(stockLevels.variantId, variantId));
    await take(50);
    expect(await cache.read(shop.tenant.id, "apples", load, reading)).toEqual({ value: 1, hit: true });
    await take(46); // 4 kg left: the answer showed plenty
    expect(await cache.read(shop.tenant.id, "apples", load, reading)).toEqual({ value: 2, hit: false });
  });

  it("stay within their byte budget, the largest tenant evicted first", async () => {
    const cache = new CatalogCache(ctx.database.db, 1_000);
    const reading = { bytes: () => 100 };
    await cache.read(other.tenant.id, "quiet", async () => "kept", reading);
    for (let i = 0; i < 50; i++) await cache.read(shop.tenant.id, `flood-${i}`, async () => i, reading);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect((await cache.read(other.tenant.id, "quiet", async () => "reloaded", reading)).hit).toBe(true);
  });
});

describe("answers with an ETag", () => {
  it("answer 304 to a client holding the current one, and the new one after an edit", async () => {
    const first = await api.get("/products?per_page=5");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const again = await api.get("/products?per_page=5", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    await ctx.database.db.update(products).set({ name: "Green Tea" }).where(eq(products.id, tea().id));
    const edited = await api.get("/products?per_page=5", { headers: { "if-none-match": etag ?? "" } });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
    await ctx.database.db.update(products).set({ name: "Tea" }).where(eq(products.id, tea().id));
  });

  it("include the CMS pages (every page's footer), which a page cache keeps pages by", async () => {
    await ctx.database.db.insert(pages).values({
      tenantId: shop.tenant.id,
      name: "delivery-terms",
      title: "Terms",
      html: "<p>1</p>",
      position: 1,
    });
    for (const path of ["/ecommerce/api/cms/pages", "/ecommerce/api/cms/pages/delivery-terms"]) {
      const first = await api.call("GET", path);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await api.call("GET", path, { headers: { "if-none-match": etag ?? "" } });
      expect(again.status, path).toBe(304);
      await ctx.database.db
        .update(pages)
        .set({ title: `Terms ${path.length}` })
        .where(eq(pages.name, "delivery-terms"));
      const edited = await api.call("GET", path, { headers: { "if-none-match": etag ?? "" } });
      expect(edited.status, path).toBe(200);
      expect(edited.headers.get("etag")).not.toBe(etag);
    }
    expect((await api.call("GET", "/ecommerce/api/cms/pages/nothing-here")).status).toBe(404);
  });

  it("include the search box's suggestions: the same key typed again is a hit, a rename shows at once", async () => {
    const path = `/suggestions?key=${encodeURIComponent(tea().name.slice(0, 3))}`;
    const first = await read(path);
    expect(first.data.products.map((p: { _id: string }) => p._id)).toContain(String(tea().id));
    const again = await read(
      `/suggestions?key=${encodeURIComponent(` ${tea().name.slice(0, 3).toUpperCase()} `)}`,
    );
    expect([again.cache, again.etag]).toEqual(["hit", first.etag]);
    await ctx.database.db.update(products).set({ name: "Teapot Deluxe" }).where(eq(products.id, tea().id));
    const renamed = await read(path);
    expect(renamed.cache).toBe("miss");
    expect(renamed.data.products.find((p: { _id: string }) => p._id === String(tea().id))?.name).toBe(
      "Teapot Deluxe",
    );
    await ctx.database.db.update(products).set({ name: "Tea" }).where(eq(products.id, tea().id));
  });

  it("are private when a customer token prices them", async () => {
    const token = await api.login();
    const answer = await api.get("/products?per_page=5", { token });
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("two server instances on one database", () => {
  it("each show an edit on the very next request", async () => {
    const second = createApp({ db: ctx.database.db, validateResponses: true });
    const onSecond = (path: string) =>
      second.request(`http://${api.host}/ecommerce/api/snachoo${path}`, {
        headers: { host: api.host, authorization: `Bearer ${shop.tenant.accessToken}` },
      });
    const name = async (path: string, reader: (path: string) => Response | Promise<Response>) =>
      ((await (await reader(path)).json()) as { data: { name: string } }).data.name;
    const viaFirst = async (path: string) =>
      ctx.app.request(`http://${api.host}/ecommerce/api/snachoo${path}`, {
        headers: { host: api.host, authorization: `Bearer ${shop.tenant.accessToken}` },
      });
    const path = `/products/${tea().id}`;
    expect([await name(path, viaFirst), await name(path, onSecond)]).toEqual(["Tea", "Tea"]);
    await ctx.database.db.update(products).set({ name: "Tea, loose" }).where(eq(products.id, tea().id));
    expect([await name(path, viaFirst), await name(path, onSecond)]).toEqual(["Tea, loose", "Tea, loose"]);
    await ctx.database.db.update(products).set({ name: "Tea" }).where(eq(products.id, tea().id));
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
      expect(zipped.headers.get("vary")).toBe("Accept-Encoding, X-Customer-Token");
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
