import { createHash } from "node:crypto";
import {
  getProduct,
  listAttributes,
  listCategories,
  listProducts,
  listRelatedProducts,
} from "@storefront/core/contracts/api/catalog";
import { getHome, getPage, listPages } from "@storefront/core/contracts/api/pages";
import { getPartner, getSitemap } from "@storefront/core/contracts/api/partner";
import { type Endpoint, endpointPath } from "@storefront/core/contracts/endpoint";
import type { ErrorEnvelope } from "@storefront/core/contracts/envelope";
import type { LocalizedText } from "@storefront/core/contracts/localized-text";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Product } from "@storefront/core/contracts/product";
import { sitemapPaths } from "@storefront/core/routes";
import { type Context, Hono } from "hono";
import { z } from "zod/mini";
import type { HomeContent } from "../backend/backend";
import type { BackendFetch } from "../backend/http-backend";

/**
 * A backend that is not the reference API: a few lines of Hono speaking core's contract for a small
 * catalogue the test controls — the partner of a host, its home, sitemap, pages, categories,
 * attributes, product list and products, with ETags and 304s as the contract's catalogue answers
 * have them. Anything else is a 404 in the contract's error envelope, and recorded in `unanswered`:
 * what a page asked that the stub does not know. Every call it answered is recorded, so a test can
 * tell a page served from the cache from one rendered again.
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
  /** Every call the stub had no answer for (a 404): `GET /ecommerce/api/snachoo/suggestions`. */
  unanswered: string[];
}

/** A contract answer's `data` as a backend sends it (the wire shape: before defaults apply). */
type AnswerOf<E extends Endpoint> = z.input<E["response"]>;
type Category = AnswerOf<typeof listCategories>[number];

/** What the stub sells and to whom: the retail partner's products (Tea and Coffee unless given). */
export interface StubBackendOptions {
  products?: Product[];
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

/** A product of the stub's catalogue; a name by locale (`{ en, ar }`) is named in English. */
export function stubProduct(id: number, name: string | LocalizedText, price = 10): Product {
  const names = typeof name === "string" ? { en: name, ar: name } : name;
  const english = names.en ?? Object.values(names)[0] ?? `Product ${id}`;
  const slug = english.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    _id: String(id),
    name: english,
    name_lang: names,
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

/**
 * The endpoint's `data`, held to its contract: a stub answer that breaks it is the test's own bug,
 * and a page rendered from it would prove nothing — so it fails the call, naming what is wrong.
 */
function contractData<E extends Endpoint>(endpoint: E, data: AnswerOf<E>): AnswerOf<E> {
  const checked = z.safeParse(endpoint.response, data);
  if (checked.success) return data;
  throw new Error(
    `The stub's answer to ${endpointPath(endpoint)} breaks its contract: ${z.prettifyError(checked.error)}`,
  );
}

/** The error envelope of the contract (`errorEnvelopeSchema`). */
const failure = (c: Context, status: 401 | 404, code: string, msg: string) =>
  c.json({ status: "error", code, msg } satisfies ErrorEnvelope, status);

/** Every picture of the stub, one small SVG (the browser must not see a 404 for it). */
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#c9a227"/></svg>';

/** The stub backend with one retail partner (`retail.localhost`) selling Tea and Coffee (or `products`). */
export function createStubBackend(options: StubBackendOptions = {}): StubBackend {
  const partners = new Map([["retail", stubPartner("retail")]]);
  const sold = options.products ?? [stubProduct(1, "Tea"), stubProduct(2, "Coffee", 20)];
  const products = new Map(sold.map((product) => [String(product._id), product]));
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
  const unanswered: string[] = [];
  const app = new Hono();
  const slugOf = (host: string | undefined) => (host ?? "").split(".")[0] ?? "";
  const partnerOf = (host: string | undefined) => partners.get(slugOf(host));
  const catalogueOfCall = (c: Context) => catalogueOf(slugOf(c.req.header("host")));
  /** A catalogue answer with its ETag, or a 304 to a client that holds it. */
  const cached = <E extends Endpoint>(c: Context, endpoint: E, data: AnswerOf<E>) => {
    const body = JSON.stringify({ status: "success", data: contractData(endpoint, data) });
    const etag = etagOf(body);
    const headers = { ETag: etag, "Cache-Control": "public, no-cache", "Content-Type": "application/json" };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers });
  };
  /** A route for the endpoint at its contract path (`:param` segments are Hono's too). */
  const get = <E extends Endpoint>(endpoint: E, answer: (c: Context) => Response | Promise<Response>) =>
    app.get(endpointPath(endpoint), answer);

  app.use("*", async (c, next) => {
    calls.push(`${c.req.method} ${new URL(c.req.url).pathname} (${c.req.header("host")})`);
    const open = c.req.path.endsWith("/partner") || c.req.path.startsWith("/images/");
    const partner = partnerOf(c.req.header("host"));
    if (!open && (!partner || c.req.header("authorization") !== `Bearer ${partner.access_token}`)) {
      return failure(c, 401, "invalid_partner_token", "No");
    }
    await next();
  });
  // Not held to the contract here: tests hand the stub broken partners on purpose, to see the page
  // server boot them as "no partner" (it validates the payload itself).
  get(getPartner, (c) => {
    const host = c.req.header("host") ?? "";
    const partner = partnerOf(host) ?? {
      ...stubPartner(slugOf(host)),
      access_token: null,
      name: "Storefront",
      pages: [],
    };
    return c.json({ status: "success", data: partner });
  });
  get(getSitemap, (c) => {
    const page = c.req.query("page");
    const partner = partnerOf(c.req.header("host"));
    // The fixed pages as the reference API names them: from core's route table.
    const paths = partner ? sitemapPaths({ type: partner.snachoo_settings.type, ...partner }) : [];
    const ids = [...catalogueOfCall(c).values()].map((product) => ({
      id: String(product._id),
      slug: product.slug ?? "",
    }));
    const data = contractData(getSitemap, {
      files: 1,
      entries: page === "1" ? { products: ids, pages: ["about"], paths } : null,
    });
    return c.json({ status: "success", data });
  });
  get(getHome, (c) =>
    cached(c, getHome, homes.get(slugOf(c.req.header("host"))) ?? { banners: [], categories: [], rails: [] }),
  );
  // The partner's pages are its payload's `pages`, each a line of text.
  const pageTitle = (name: string) => name.replace(/^./, (first) => first.toUpperCase());
  get(listPages, (c) =>
    cached(
      c,
      listPages,
      (partnerOf(c.req.header("host"))?.pages ?? []).map((name) => ({
        name,
        title: pageTitle(name),
        title_lang: null,
      })),
    ),
  );
  get(getPage, (c) => {
    const name = c.req.param("name") ?? "";
    if (!partnerOf(c.req.header("host"))?.pages.includes(name)) {
      return failure(c, 404, "page_not_found", "No such page");
    }
    const html = `<p>The ${name} page of the stub backend.</p>`;
    return cached(c, getPage, { name, title: pageTitle(name), title_lang: null, html, html_lang: null });
  });
  get(listCategories, (c) => cached(c, listCategories, categories));
  get(listAttributes, (c) => cached(c, listAttributes, []));
  get(getProduct, (c) => {
    const product = catalogueOfCall(c).get(c.req.param("id") ?? "");
    if (!product) return failure(c, 404, "product_not_found", "Gone");
    return cached(c, getProduct, product);
  });
  get(listRelatedProducts, (c) => {
    const id = c.req.param("id") ?? "";
    const catalogue = catalogueOfCall(c);
    if (!catalogue.get(id)) return failure(c, 404, "product_not_found", "Gone");
    return cached(
      c,
      listRelatedProducts,
      [...catalogue.values()].filter((product) => String(product._id) !== id),
    );
  });
  get(listProducts, (c) => {
    const items = [...catalogueOfCall(c).values()];
    return cached(c, listProducts, {
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
  const picture = (c: Context) => c.body(PICTURE, 200, { "Content-Type": "image/svg+xml" });
  // Pictures are the paths the answers name (`f_image`, `images`), public like the pages showing them.
  app.get("/images/products/*", picture);
  // Not in core's contract: a partner without `cms_config.favicon` gets this path from the storefront
  // server (`faviconHref`, src/page/head.ts) — the icon the reference API generates. A backend that
  // does not serve it leaves every page with a 404 in the console.
  app.get("/images/partners/:slug/:icon{favicon(?:-partner)?\\.svg}", picture);
  app.notFound((c) => {
    unanswered.push(`${c.req.method} ${c.req.path}`);
    return failure(c, 404, "not_found", `The stub backend has no answer for ${c.req.method} ${c.req.path}`);
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
    unanswered,
  };
}
