/**
 * The server-rendered page cache (decision 0025): anonymous catalogue pages are kept per tenant ×
 * locale × URL while every API answer they were built from answers 304 to its ETag, so a catalogue
 * write — or stock a shopper sees — shows at once, and an order that changes neither keeps them. The shell's
 * server build is replaced by a stand-in module with the same contract (`render`), which reads the
 * product through the API in-process as the real one's loaders do.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PARTNER_TYPES } from "@storefront/core/contracts/partner";
import { VERTICAL_MANIFEST_FILE } from "@storefront/core/contracts/vertical-manifest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stockLevels } from "./db/schema";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

/** A server build: the product's name from the API, the request's locale, a nonce'd inline script. */
const STAND_IN_ENTRY = `
export async function render({ url, payload, nonce, fetch }) {
  const requested = new URL(url);
  const id = /\\/products\\/(\\d+)/.exec(requested.pathname)?.[1];
  if (!id) return { kind: "page", status: 200, html: "<p>page</p>", head: { title: "", jsonLd: [] }, cacheable: true };
  const answer = await fetch(new URL("/ecommerce/api/snachoo/products/" + id, requested), {
    headers: { authorization: "Bearer " + payload.partner.access_token },
  });
  if (answer.status === 404) return { kind: "page", status: 404, html: "<p>gone</p>", head: { title: "", jsonLd: [] }, cacheable: true };
  const product = (await answer.json()).data;
  const lang = requested.pathname.startsWith("/ar/") ? "ar" : "en";
  return {
    kind: "page",
    status: 200,
    html: '<h1 lang="' + lang + '">' + product.name + '</h1><script nonce="' + nonce + '">1</script>',
    head: { title: product.name, jsonLd: [] },
    cacheable: true,
  };
}
`;

let ctx: TestContext;
let dist: string;
let shop: Awaited<ReturnType<typeof seedShop>>;
let other: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "ssr-cache-"));
  await cp(join(import.meta.dirname, "test/fixtures/shell/index.html"), join(dist, "index.html"));
  await mkdir(join(dist, "server"));
  await writeFile(join(dist, "server/entry-server.js"), STAND_IN_ENTRY);
  // The build's vertical table: retail's home is kit's catalogue home (banners and rails); the
  // other types' homes are their own.
  const table = Object.fromEntries(
    PARTNER_TYPES.map((type) => [
      type,
      { vertical: type, entry: `../${type}/src/index.ts`, home: type === "retail" ? "catalog" : null },
    ]),
  );
  await mkdir(join(dist, ".vite"));
  await writeFile(join(dist, VERTICAL_MANIFEST_FILE), JSON.stringify(table));
  ctx = await openTestContext({ storefrontDist: dist });
  shop = await seedShop(ctx.database.db, "cachedpages");
  other = await seedShop(ctx.database.db, "otherpages");
});
afterAll(async () => {
  await ctx?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function page(tenant: { slug: string; accessToken: string }, path: string) {
  const answer = await clientFor(ctx, tenant).call("GET", path);
  return {
    ...answer,
    cache: answer.headers.get("x-storefront-cache"),
    nonce: nonceOf(answer.headers.get("content-security-policy")),
  };
}

describe("the anonymous page cache", () => {
  it("keeps a catalogue page until a catalogue write, per tenant and locale, with a fresh nonce each time", async () => {
    const tea = shop.products[0]!;
    const path = `/products/${tea.id}/tea`;
    const first = await page(shop.tenant, path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(first.text).toContain('<h1 lang="en">Tea</h1>');

    const second = await page(shop.tenant, path);
    expect(second.cache).toBe("hit");
    expect(second.text).toContain('<h1 lang="en">Tea</h1>');
    // The cached page carries this answer's nonce, never the one it was rendered with.
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.text).toContain(`<script nonce="${second.nonce}">`);
    expect(second.text).not.toContain(`nonce="${first.nonce}"`);

    // Another locale, another tenant: their own entries.
    expect((await page(shop.tenant, `/ar${path}`)).cache).toBe("miss");
    const neighbour = await page(other.tenant, `/products/${other.products[0]!.id}/tea`);
    expect(neighbour.cache).toBe("miss");

    // A catalogue write changes the answer the page was built from: rendered afresh.
    await ctx.database.db.update(products).set({ name: "Green tea" }).where(eq(products.id, tea.id));
    const after = await page(shop.tenant, path);
    expect(after.cache).toBe("miss");
    expect(after.text).toContain('<h1 lang="en">Green tea</h1>');
    expect((await page(shop.tenant, path)).cache).toBe("hit");
    // The neighbour's catalogue did not move: its page is still kept.
    expect((await page(other.tenant, `/products/${other.products[0]!.id}/tea`)).cache).toBe("hit");
  });

  it("sends a kept page compressed once, with this answer's nonce, to a browser that takes gzip", async () => {
    const path = `/products/${shop.products[1]!.id}/kept`;
    const ask = async () => {
      const answer = await ctx.app.request(`http://${shop.tenant.slug}.localhost:3000${path}`, {
        headers: { host: `${shop.tenant.slug}.localhost:3000`, "accept-encoding": "gzip, deflate, br, zstd" },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const encoding = answer.headers.get("content-encoding");
      return {
        cache: answer.headers.get("x-storefront-cache"),
        encoding,
        html: (encoding === "gzip" ? gunzipSync(body) : body).toString(),
        nonce: nonceOf(answer.headers.get("content-security-policy")),
      };
    };
    // A render (the miss) is compressed for its own answer: brotli.
    expect(await ask()).toMatchObject({ cache: "miss", encoding: "br" });
    const hits = [await ask(), await ask()];
    for (const hit of hits) {
      expect(hit).toMatchObject({ cache: "hit", encoding: "gzip" });
      expect(hit.html).toContain(`<script nonce="${hit.nonce}">1</script>`);
      expect(hit.html).not.toContain("ssr-nonce-");
    }
    expect(hits[0]!.nonce).not.toBe(hits[1]!.nonce);
    expect(hits[0]!.html.replaceAll(hits[0]!.nonce!, "N")).toBe(
      hits[1]!.html.replaceAll(hits[1]!.nonce!, "N"),
    );
  });

  it("keeps the home of a vertical whose home is the catalogue's, per locale", async () => {
    const first = await page(shop.tenant, "/");
    expect([first.status, first.cache]).toEqual([200, "miss"]);
    expect((await page(shop.tenant, "/")).cache).toBe("hit");
    expect((await page(shop.tenant, "/ar")).cache).toBe("miss");
    expect((await page(shop.tenant, "/ar")).cache).toBe("hit");
  });

  it("keeps a product's page while orders leave it well stocked, and renders it when what it shows changes", async () => {
    const tea = shop.products[0]!;
    const path = `/products/${tea.id}/tea-orders`;
    await page(shop.tenant, path);
    expect((await page(shop.tenant, path)).cache).toBe("hit");
    const takeStock = (left: number) =>
      ctx.database.db
        .update(stockLevels)
        .set({ quantity: left })
        .where(eq(stockLevels.variantId, tea.variants[0]!.id));
    await takeStock(90);
    expect((await page(shop.tenant, path)).cache).toBe("hit");
    await takeStock(2);
    expect((await page(shop.tenant, path)).cache).toBe("miss");
    expect((await page(shop.tenant, path)).cache).toBe("hit");
  });

  it("renders again for a product deleted since (the answer it was built from is now a 404)", async () => {
    const vase = shop.products[3]!;
    const path = `/products/${vase.id}/vase`;
    expect((await page(shop.tenant, path)).status).toBe(200);
    expect((await page(shop.tenant, path)).cache).toBe("hit");
    await ctx.database.db.delete(products).where(eq(products.id, vase.id));
    const gone = await page(shop.tenant, path);
    expect([gone.status, gone.cache]).toEqual([404, "miss"]);
    expect((await page(shop.tenant, path)).cache).toBe("hit");
  });

  it("never keeps a page that is not catalogue-only", async () => {
    for (let i = 0; i < 2; i += 1) {
      const contact = await page(shop.tenant, "/contact");
      expect(contact.status).toBe(200);
      expect(contact.cache).toBeNull();
    }
  });
});
