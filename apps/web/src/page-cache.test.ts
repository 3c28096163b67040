/**
 * The server-rendered page cache (decision 0025): anonymous catalogue pages are kept per tenant ×
 * locale × URL while every backend answer they were built from answers 304 to its ETag, so a
 * catalogue write — or stock a shopper sees — shows at once, and anything that changes neither keeps
 * them. The shell's server build is replaced by a stand-in module with the same contract (`render`),
 * which reads the product through the backend as the real one's loaders do.
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";
import { STAND_IN_ENTRY } from "./test/stand-in-entry";
import { stubPartner, stubProduct } from "./test/stub-backend";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext({ files: { "server/entry-server.js": STAND_IN_ENTRY } });
  web.backend.partners.set("otherpages", stubPartner("otherpages"));
});
afterAll(() => web?.close());

/** The CSP source of the stand-in's inline script (`1`). */
const SCRIPT_HASH = `'sha256-${createHash("sha256").update("1").digest("base64")}'`;

async function page(slug: string, path: string) {
  const answer = await web.get(`${slug}.localhost:3000`, path);
  return {
    status: answer.status,
    text: await answer.text(),
    cache: answer.headers.get("x-storefront-cache"),
    csp: answer.headers.get("content-security-policy"),
    cacheControl: answer.headers.get("cache-control"),
    etag: answer.headers.get("etag"),
  };
}

/** Changes a product of the backend's catalogue (its answer, and so its ETag, with it). */
function edit(id: string, change: (product: ReturnType<typeof stubProduct>) => void) {
  const product = web.backend.products.get(id);
  if (!product) throw new Error(`no product ${id}`);
  change(product);
}

describe("the anonymous page cache", () => {
  it("keeps a catalogue page until a catalogue write, per tenant and locale, the same bytes for everyone", async () => {
    const path = "/products/1/tea";
    const first = await page("retail", path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(first.text).toContain('<h1 lang="en">Tea</h1>');

    const second = await page("retail", path);
    expect(second.cache).toBe("hit");
    expect(second.text).toContain('<h1 lang="en">Tea</h1>');
    // No per-response nonce: the kept page is the rendered one, byte for byte, and its CSP lets run
    // exactly its inline script, by hash.
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain("nonce");
    expect(second.csp).toBe(first.csp);
    expect(first.csp).toContain(`script-src 'self' ${SCRIPT_HASH};`);

    // Another locale, another tenant: their own entries.
    expect((await page("retail", `/ar${path}`)).cache).toBe("miss");
    const neighbour = await page("otherpages", "/products/1/tea");
    expect(neighbour.cache).toBe("miss");

    // A catalogue write changes the answer the page was built from: rendered afresh.
    edit("1", (product) => {
      product.name = "Green tea";
    });
    const after = await page("retail", path);
    expect(after.cache).toBe("miss");
    expect(after.text).toContain('<h1 lang="en">Green tea</h1>');
    expect((await page("retail", path)).cache).toBe("hit");
    // The neighbour's catalogue did not move: its page is still kept.
    expect((await page("otherpages", "/products/1/tea")).cache).toBe("hit");
  });

  it("answers a kept page so a CDN may keep it: shared for a while, a validator, 304 when unchanged", async () => {
    web.backend.products.set("7", stubProduct(7, "Kept"));
    const path = "/products/7/kept";
    const ask = async (headers: Record<string, string> = {}) => {
      const answer = await web.get("retail.localhost:3000", path, {
        "accept-encoding": "gzip, deflate, br, zstd",
        ...headers,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const encoding = answer.headers.get("content-encoding");
      return {
        status: answer.status,
        cache: answer.headers.get("x-storefront-cache"),
        cacheControl: answer.headers.get("cache-control"),
        etag: answer.headers.get("etag"),
        encoding,
        body,
        html: (encoding === "br"
          ? brotliDecompressSync(body)
          : encoding === "gzip"
            ? gunzipSync(body)
            : body
        ).toString(),
      };
    };
    const miss = await ask();
    expect(miss).toMatchObject({ status: 200, cache: "miss", encoding: "br" });
    expect(miss.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(miss.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    // Hits send the bytes compressed once, the same each time, as the miss's HTML.
    const hits = [await ask(), await ask()];
    for (const hit of hits) {
      expect(hit).toMatchObject({ cache: "hit", encoding: "br", etag: miss.etag });
      expect(hit.html).toBe(miss.html);
    }
    expect(hits[0]!.body.equals(hits[1]!.body)).toBe(true);
    expect(gunzipSync((await ask({ "accept-encoding": "gzip" })).body).toString()).toBe(miss.html);
    // A CDN asking again with the validator gets a 304 while the page stands, the page once it moved.
    const unchanged = await ask({ "if-none-match": miss.etag ?? "" });
    expect([unchanged.status, unchanged.body.length, unchanged.etag]).toEqual([304, 0, miss.etag]);
    edit("7", (product) => {
      product.name = "Kept coffee";
    });
    const moved = await ask({ "if-none-match": miss.etag ?? "" });
    expect(moved.status).toBe(200);
    expect(moved.etag).not.toBe(miss.etag);
    expect(moved.html).toContain("Kept coffee");
  });

  it("keeps personal and uncacheable pages private", async () => {
    const tagged = await page("retail", "/products/1/tea?utm_source=mail");
    expect(tagged.cacheControl).toBe("private, no-store");
    expect(tagged.etag).toBeNull();
  });

  it("keeps the home of a vertical whose home is the catalogue's, per locale", async () => {
    const first = await page("retail", "/");
    expect([first.status, first.cache]).toEqual([200, "miss"]);
    expect((await page("retail", "/")).cache).toBe("hit");
    expect((await page("retail", "/ar")).cache).toBe("miss");
    expect((await page("retail", "/ar")).cache).toBe("hit");
  });

  it("keeps a product's page while its answer stands, and renders it when what it shows changes", async () => {
    const path = "/products/2/coffee-orders";
    await page("retail", path);
    expect((await page("retail", path)).cache).toBe("hit");
    // An answer that says the same (the backend's ETag): the page stands.
    edit("2", (product) => {
      product.name = "Coffee";
    });
    expect((await page("retail", path)).cache).toBe("hit");
    edit("2", (product) => {
      if (product.variants?.[0]) product.variants[0].stock = 2;
    });
    const low = await page("retail", path);
    expect(low.cache).toBe("miss");
    expect(low.text).toContain("<p>2</p>");
    expect((await page("retail", path)).cache).toBe("hit");
  });

  it("renders again for a product deleted since (the answer it was built from is now a 404)", async () => {
    web.backend.products.set("9", stubProduct(9, "Vase"));
    const path = "/products/9/vase";
    expect((await page("retail", path)).status).toBe(200);
    expect((await page("retail", path)).cache).toBe("hit");
    web.backend.products.delete("9");
    const gone = await page("retail", path);
    expect([gone.status, gone.cache]).toEqual([404, "miss"]);
    expect((await page("retail", path)).cache).toBe("hit");
  });

  it("never keeps a page that is not catalogue-only", async () => {
    for (let i = 0; i < 2; i += 1) {
      const contact = await page("retail", "/contact");
      expect(contact.status).toBe(200);
      expect(contact.cache).toBeNull();
    }
  });
});
