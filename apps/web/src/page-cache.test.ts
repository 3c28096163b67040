/**
 * The server-rendered page cache (decision 0025): anonymous catalogue pages are kept per tenant ×
 * locale × URL while every backend answer they were built from answers 304 to its ETag, so a
 * catalogue write — or stock a shopper sees — shows at once, and anything that changes neither keeps
 * them. The shell's server build is replaced by a stand-in module with the same contract (`render`),
 * which reads the product through the backend as the real one's loaders do.
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";
import { stubPartner, stubProduct } from "./test/stub-backend";

/** A server build: the product's name from the backend, the request's locale, a nonce'd inline script. */
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
    html: '<h1 lang="' + lang + '">' + product.name + '</h1><p>' + product.variants[0].stock + '</p><script nonce="' + nonce + '">1</script>',
    head: { title: product.name, jsonLd: [] },
    cacheable: true,
  };
}
`;

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext({ files: { "server/entry-server.js": STAND_IN_ENTRY } });
  web.backend.partners.set("otherpages", stubPartner("otherpages"));
});
afterAll(() => web?.close());

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function page(slug: string, path: string) {
  const answer = await web.get(`${slug}.localhost:3000`, path);
  return {
    status: answer.status,
    text: await answer.text(),
    cache: answer.headers.get("x-storefront-cache"),
    nonce: nonceOf(answer.headers.get("content-security-policy")),
  };
}

/** Changes a product of the backend's catalogue (its answer, and so its ETag, with it). */
function edit(id: string, change: (product: ReturnType<typeof stubProduct>) => void) {
  const product = web.backend.products.get(id);
  if (!product) throw new Error(`no product ${id}`);
  change(product);
}

describe("the anonymous page cache", () => {
  it("keeps a catalogue page until a catalogue write, per tenant and locale, with a fresh nonce each time", async () => {
    const path = "/products/1/tea";
    const first = await page("retail", path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(first.text).toContain('<h1 lang="en">Tea</h1>');

    const second = await page("retail", path);
    expect(second.cache).toBe("hit");
    expect(second.text).toContain('<h1 lang="en">Tea</h1>');
    // The cached page carries this answer's nonce, never the one it was rendered with.
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.text).toContain(`<script nonce="${second.nonce}">`);
    expect(second.text).not.toContain(`nonce="${first.nonce}"`);

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

  it("sends a kept page compressed once, with this answer's nonce, to a browser that takes gzip", async () => {
    const path = "/products/2/kept";
    const ask = async () => {
      const answer = await web.get("retail.localhost:3000", path, {
        "accept-encoding": "gzip, deflate, br, zstd",
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
