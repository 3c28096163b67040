/**
 * The sitemap the storefront server writes `sitemap.xml` from (`GET P/sitemap`): a tenant's products
 * in files of one id range each — every product once, a file at most `SITEMAP_PRODUCTS_PER_FILE`
 * products, each one index range scan however large the catalogue — and the page names on the first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProducts } from "./seed/builders";
import { SITEMAP_PRODUCTS_PER_FILE } from "./services/sitemap";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let big: Awaited<ReturnType<typeof seedShop>>;
let salon: Awaited<ReturnType<typeof seedShop>>;
let restaurant: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "mapped");
  big = await seedShop(ctx.database.db, "bigmap");
  salon = await seedShop(ctx.database.db, "salonmap", {
    type: "salon",
    businessOverrides: { hidden_routes: ["/vouchers"] },
  });
  restaurant = await seedShop(ctx.database.db, "menumap", { type: "restaurant" });
  // One more product than a sitemap file holds: the partner's sitemap takes two files at least.
  const extra = SITEMAP_PRODUCTS_PER_FILE + 1 - big.products.length;
  await insertProducts(
    ctx.database.db,
    big.tenant.id,
    Array.from({ length: extra }, (_, index) => ({
      name: `Item ${index}`,
      nameAr: `صنف ${index}`,
      category: null,
      variants: [{ price: 100, stock: 1 }],
    })),
  );
}, 120_000);
afterAll(() => ctx?.close());

const sitemap = async (tenant: typeof shop.tenant, page?: number) =>
  (await clientFor(ctx, tenant).call("GET", `/snachoo/api/sitemap${page ? `?page=${page}` : ""}`)).json.data;

describe("the sitemap's entries", () => {
  it("lists a small partner's products and pages in one file, and nothing past it", async () => {
    expect(await sitemap(shop.tenant)).toEqual({ files: 1, entries: null });
    const first = await sitemap(shop.tenant, 1);
    expect(first.entries.pages).toEqual(["about", "terms"]);
    expect(first.entries.products.map((p: { id: string }) => p.id)).toEqual(
      shop.products.map((p) => String(p.id)),
    );
    expect((await sitemap(shop.tenant, 2)).entries).toBeNull();
  });

  it("names, on the first file, the fixed pages the partner's type has (issue 43, defect 12)", async () => {
    expect((await sitemap(shop.tenant, 1)).entries.paths).toEqual([
      "/",
      "/categories",
      "/contact",
      "/digital-products",
      "/products",
    ]);
    expect((await sitemap(restaurant.tenant, 1)).entries.paths).toEqual(["/", "/contact", "/menu"]);
    // The salon's business hides its vouchers: not in its sitemap either.
    expect((await sitemap(salon.tenant, 1)).entries.paths).toEqual([
      "/",
      "/booking",
      "/contact",
      "/paid-plans",
      "/products",
    ]);
  });

  it("pages a large catalogue: every product once, in files of at most one id range each", async () => {
    const { files } = await sitemap(big.tenant);
    expect(files).toBeGreaterThanOrEqual(2);
    const listed: string[] = [];
    for (let page = 1; page <= files; page++) {
      const { entries } = await sitemap(big.tenant, page);
      expect(entries.products.length).toBeLessThanOrEqual(SITEMAP_PRODUCTS_PER_FILE);
      if (page > 1) expect(entries.pages).toEqual([]);
      if (page > 1) expect(entries.paths).toEqual([]);
      listed.push(...entries.products.map((p: { id: string }) => p.id));
    }
    expect(listed).toHaveLength(SITEMAP_PRODUCTS_PER_FILE + 1);
    expect(new Set(listed).size).toBe(listed.length);
    // Never another tenant's.
    expect(listed).not.toContain(String(shop.products[0]!.id));
  });
});
