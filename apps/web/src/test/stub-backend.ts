import { createHash } from "node:crypto";
import type { Category } from "@storefront/core/contracts/api/catalog";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Product } from "@storefront/core/contracts/product";
import { sitemapPaths } from "@storefront/core/routes";
import { Hono } from "hono";
import type { HomeContent } from "../backend/backend";
import type { BackendFetch } from "../backend/http-backend";

/**
 * A backend that is not the reference API: a few lines of Hono speaking core's contract for a small
 * catalogue the test controls — the partner of a host, its home, sitemap, categories, attributes,
 * product list and products, with ETags and 304s as the contract's catalogue answers have them.
 * Every call it answered is recorded, so a test can tell a page served from the cache from one
 * rendered again.
 */
export interface StubBackend {
  fetch: BackendFetch;
  partners: Map<string, Partner>;
  /** The retail partner's products (`catalogueOf(slug)` for another partner's). */
  products: Map<string, Product>;
  /** A partner's own products (a copy of retail's, made when first asked). */
  catalogueOf(slug: string): Map<string, Product>;
  categories: Category[];
  /** The home content by partner slug (none: empty banners and rails). */
  homes: Map<string, HomeContent>;
  /** Every call answered: `GET /ecommerce/api/snachoo/products/1 (retail.localhost:3000)`. */
  calls: string[];
}

/** A partner of the stub (a host's first label is its slug: `retail.localhost`). */
export function stubPartner(slug: string, overrides: Partial<Partner> = {}): Partner {
  return {
    business_id: 100 + slug.length,
    access_token: `pk_${slug}_stub`,
    name: `Stub ${slug}`,
    slug,
    brand_variant: "storefront",
    root_redirect_locale: null,
    snachoo_settings: { type: "retail", url: `${slug}.localhost`, is_adventure_park: false, isSugar: false },
    pages: ["about"],
    cms_config: {},
    time_zone: "UTC",
    currency: { code: "SAR", minor_digits: 2 },
    ...overrides,
  };
}

/** A product of the stub's catalogue. */
export function stubProduct(id: number, name: string, price = 10): Product {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    _id: String(id),
    name,
    name_lang: { en: name, ar: name },
    slug,
    sku: `STUB-${id}`,
    default_variant_id: String(id),
    variant_id: String(id),
    price_master: { price, price_inc: price, old_price: null, variant_id: String(id) },
    stock_master: { stock: 6 },
    variants: [
      { _id: String(id), sku: `STUB-${id}-1`, price, price_inc: price, stock: 6, attribute_values: {} },
    ],
    attributes: [],
    other_unit_prices: [],
    other_unit_price: null,
    f_image: `/images/products/${id}.svg`,
    images: [`/images/products/${id}.svg`],
    category: null,
  };
}

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/** The stub backend with one retail partner (`retail.localhost`) selling two products. */
export function createStubBackend(): StubBackend {
  const partners = new Map([["retail", stubPartner("retail")]]);
  const products = new Map([
    ["1", stubProduct(1, "Tea")],
    ["2", stubProduct(2, "Coffee", 20)],
  ]);
  const catalogues = new Map([["retail", products]]);
  const catalogueOf = (slug: string) => {
    let catalogue = catalogues.get(slug);
    if (!catalogue) {
      catalogue = new Map([...products].map(([id, product]) => [id, structuredClone(product)]));
      catalogues.set(slug, catalogue);
    }
    return catalogue;
  };
  const categories: Category[] = [];
  const homes = new Map<string, HomeContent>();
  const calls: string[] = [];
  const app = new Hono();
  const slugOf = (host: string | undefined) => (host ?? "").split(".")[0] ?? "";
  const partnerOf = (host: string | undefined) => partners.get(slugOf(host));
  /** A catalogue answer with its ETag, or a 304 to a client that holds it. */
  const cached = (c: { req: { header(name: string): string | undefined } }, data: unknown) => {
    const body = JSON.stringify({ status: "success", data });
    const etag = etagOf(body);
    const headers = { ETag: etag, "Cache-Control": "public, no-cache", "Content-Type": "application/json" };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers });
  };
  app.use("*", async (c, next) => {
    calls.push(`${c.req.method} ${new URL(c.req.url).pathname} (${c.req.header("host")})`);
    const needsToken = !c.req.path.endsWith("/partner");
    const partner = partnerOf(c.req.header("host"));
    if (needsToken && (!partner || c.req.header("authorization") !== `Bearer ${partner.access_token}`)) {
      return c.json({ status: "error", code: "invalid_partner_token", msg: "No" }, 401);
    }
    await next();
  });
  app.get("/snachoo/api/partner", (c) => {
    const host = c.req.header("host") ?? "";
    const partner = partnerOf(host) ?? {
      ...stubPartner(slugOf(host)),
      access_token: null,
      name: "Storefront",
      pages: [],
    };
    return c.json({ status: "success", data: partner });
  });
  app.get("/snachoo/api/sitemap", (c) => {
    const page = c.req.query("page");
    const partner = partnerOf(c.req.header("host"));
    // The fixed pages as the reference API names them: from core's route table.
    const paths = partner ? sitemapPaths({ type: partner.snachoo_settings.type, ...partner }) : [];
    const ids = [...catalogueOf(slugOf(c.req.header("host"))).values()].map((product) => ({
      id: String(product._id),
      slug: product.slug ?? "",
    }));
    return c.json({
      status: "success",
      data: { files: 1, entries: page === "1" ? { products: ids, pages: ["about"], paths } : null },
    });
  });
  app.get("/ecommerce/api/cms/home", (c) =>
    cached(c, homes.get(slugOf(c.req.header("host"))) ?? { banners: [], categories: [], rails: [] }),
  );
  app.get("/ecommerce/api/snachoo/categories", (c) => cached(c, categories));
  app.get("/ecommerce/api/snachoo/attributes", (c) => cached(c, []));
  app.get("/ecommerce/api/snachoo/products/:id", (c) => {
    const product = catalogueOf(slugOf(c.req.header("host"))).get(c.req.param("id"));
    if (!product) return c.json({ status: "error", code: "product_not_found", msg: "Gone" }, 404);
    return cached(c, product);
  });
  app.get("/ecommerce/api/snachoo/products", (c) => {
    const items = [...catalogueOf(slugOf(c.req.header("host"))).values()];
    return cached(c, {
      items,
      page: 1,
      per_page: 24,
      total: items.length,
      last_page: 1,
      next_cursor: null,
      total_capped: false,
      facets: null,
      search: null,
    });
  });
  return {
    // In-process, as an HTTP backend would see it: the site's host in Host (the tenant).
    fetch: async (request) => {
      const headers = new Headers(request.headers);
      headers.set("host", new URL(request.url).host);
      return app.fetch(new Request(request, { headers }));
    },
    partners,
    products,
    catalogueOf,
    categories,
    homes,
    calls,
  };
}
