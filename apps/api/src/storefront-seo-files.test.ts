import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProducts } from "./seed/builders";
import { SITEMAP_PRODUCTS_PER_FILE } from "./services/sitemap";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let big: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "mapped");
  big = await seedShop(ctx.database.db, "bigmap");
  // One more product than a sitemap file holds: the partner's sitemap takes two files.
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

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("robots.txt and sitemap.xml per tenant", () => {
  it("robots.txt points at the tenant's own sitemap and keeps personal pages out", async () => {
    const robots = await clientFor(ctx, shop.tenant).call("GET", "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.text).toContain("Sitemap: http://mapped.localhost:3000/sitemap.xml");
    expect(robots.text).toContain("Disallow: /ar/checkout");
  });

  it("lists the home, pages and every product in both locales, with their alternates", async () => {
    const client = clientFor(ctx, shop.tenant);
    const index = await client.call("GET", "/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("application/xml");
    expect(locs(index.text)).toEqual(["http://mapped.localhost:3000/sitemap.xml?page=1"]);
    const file = await client.call("GET", "/sitemap.xml?page=1");
    const urls = locs(file.text);
    const tea = shop.products[0]!;
    expect(urls).toContain("http://mapped.localhost:3000/");
    expect(urls).toContain("http://mapped.localhost:3000/ar");
    expect(urls).toContain("http://mapped.localhost:3000/about");
    expect(urls).toContain(`http://mapped.localhost:3000/products/${tea.id}/${tea.slug}`);
    expect(urls).toContain(`http://mapped.localhost:3000/ar/products/${tea.id}/${tea.slug}`);
    expect(file.text).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://mapped.localhost:3000/products/${tea.id}/${tea.slug}"/>`,
    );
    // Another tenant's products never appear.
    expect(urls.some((url) => url?.includes(`/products/${big.products[0]!.id}/`))).toBe(false);
    expect((await client.call("GET", "/sitemap.xml?page=2")).status).toBe(404);
  });

  it("pages a large catalogue: every product once, in files of at most one id range each", async () => {
    const client = clientFor(ctx, big.tenant);
    const files = locs((await client.call("GET", "/sitemap.xml")).text);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const listed: string[] = [];
    for (let page = 1; page <= files.length; page++) {
      const file = await client.call("GET", `/sitemap.xml?page=${page}`);
      expect(file.status).toBe(200);
      const products = locs(file.text).filter((url) => url?.includes("/products/")) as string[];
      expect(products.length).toBeLessThanOrEqual(2 * SITEMAP_PRODUCTS_PER_FILE);
      listed.push(...products);
    }
    // Both locales of every product, none twice.
    expect(listed).toHaveLength(2 * (SITEMAP_PRODUCTS_PER_FILE + 1));
    expect(new Set(listed).size).toBe(listed.length);
    expect((await client.call("GET", `/sitemap.xml?page=${files.length + 1}`)).status).toBe(404);
  });
});
