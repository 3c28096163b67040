import { shownStockCap } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import type { Db } from "../db/client";
import { JsonAnswer } from "../lib/json-answer";
import type { Tenant } from "../tenancy";
import { attributeRecords } from "./attributes";
import { type CatalogReference, loadReference } from "./catalog-bundle";
import type { CacheRead, CacheReading, CatalogCache, StockShown } from "./catalog-cache";
import { categoryRecords } from "./categories";
import { type HomeContent, homeContent } from "./home-content";
import { pageDetail, pageList, pageNames } from "./pages";
import type { PriceGroup } from "./price-groups";
import { productDetail } from "./product-detail";
import { type ProductListQuery, productPage } from "./product-list";
import { relatedProducts } from "./related-products";
import type { ProductSearchEngine } from "./search/search-engine";
import { suggestions } from "./suggestions";
import { vendorRecords } from "./vendors";

// The storefront's catalogue reads, served from the catalogue cache (catalog-cache.ts) as answers
// serialized once, with their ETag. The keys hold the business id because product records carry
// it, and the price group of a customer in one (decision 0026): a group's prices never reach a
// guest or another group's customer. A change to a group or its prices moves the catalogue version
// (migration 0006). Each answer names the stock it shows, which the cache compares on every read.

/** The part of a cache key that names whose prices an answer carries: none for list prices. */
function pricedFor(group: PriceGroup | null): string {
  return group ? `:group${group.id}` : "";
}

/** The list query as a cache key: the same parameters in any order give the same key. */
function canonicalQuery(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}

/** The stock the products show, variant by variant, with the most each would show. */
export function stockShownBy(products: readonly Product[]): StockShown[] {
  return products.flatMap((product) => {
    const cap = shownStockCap((product.other_unit_prices ?? []).map((unit) => unit.multiplier ?? 1));
    return (product.variants ?? []).map((variant) => ({
      variantId: Number(variant._id),
      cap,
      shown: variant.stock ?? 0,
    }));
  });
}

/** How the cache reads an answer of products: its bytes, and the stock of the products it shows. */
function answerOf<D>(products: (data: D) => readonly Product[]): CacheReading<JsonAnswer<D>> {
  return { bytes: (answer) => answer.bytes, stock: (answer) => stockShownBy(products(answer.data)) };
}

/** How the cache reads an answer without stock. */
function plainAnswer<D>(): CacheReading<JsonAnswer<D>> {
  return { bytes: (answer) => answer.bytes };
}

/** The tenant's categories, vendors and attributes for its current catalogue version. */
export async function catalogReference(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
): Promise<CatalogReference> {
  const read = await cache.read(tenant.id, "reference", () => loadReference(db, tenant), {
    // A few hundred bytes a category, vendor or attribute value: never the products.
    bytes: (reference) =>
      1_000 + 500 * (reference.categories.size + reference.vendors.size + reference.attributes.length * 8),
  });
  return read.value;
}

/** The product list answer, from the cache while what it shows is current. */
export function productPageAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  search: ProductSearchEngine,
  query: ProductListQuery,
  group: PriceGroup | null,
) {
  const key = `list:${tenant.businessId}${pricedFor(group)}:${canonicalQuery(query)}`;
  return cache.read(
    tenant.id,
    key,
    async () => {
      const reference = await catalogReference(cache, db, tenant);
      return new JsonAnswer(await productPage({ db, tenant, group, reference, search }, query));
    },
    answerOf((data) => data.items),
  );
}

/** The product detail answer (a variant chosen or the default), from the cache while current. */
export function productAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  id: number,
  variantId: number | null,
  group: PriceGroup | null,
) {
  return cache.read(
    tenant.id,
    `product:${tenant.businessId}${pricedFor(group)}:${id}:${variantId ?? ""}`,
    async () =>
      new JsonAnswer(
        await productDetail(db, tenant, id, variantId, group, await catalogReference(cache, db, tenant)),
      ),
    answerOf((product) => [product]),
  );
}

/**
 * A product's "You may also like" answer, from the cache while current: the related products are
 * list products, so edits move it with the catalogue version and the stock it shows is compared
 * like a list's (each variant as a shopper reads it, `shownStock`).
 */
export function relatedAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  id: number,
  group: PriceGroup | null,
) {
  return cache.read(
    tenant.id,
    `related:${tenant.businessId}${pricedFor(group)}:${id}`,
    async () =>
      new JsonAnswer(await relatedProducts(db, tenant, id, group, await catalogReference(cache, db, tenant))),
    answerOf((items) => items),
  );
}

/**
 * The home answer (`GET C/home`, and the payload of a served home page), from the cache while
 * current: banners, rails and pages move the catalogue version too (migration 0003), the stock its
 * rails show is compared. It was built on every request, and saturated the server near 50 req/s.
 */
export function homeAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  group: PriceGroup | null,
): Promise<CacheRead<JsonAnswer<HomeContent>>> {
  return cache.read(
    tenant.id,
    `home:${tenant.businessId}${pricedFor(group)}`,
    async () => new JsonAnswer(await homeContent(db, tenant, group)),
    answerOf((home) => home.rails.flatMap((rail) => rail.products)),
  );
}

/**
 * The search box's suggestions for a key, from the cache while current: a shopper's keystrokes
 * repeat what others typed ("sma", "smar"), and at a million products a suggestion's search costs
 * a second or more where a cached answer costs a lookup. Prices only, no stock; keyed by the key
 * as typed with its spaces folded (what the search normalises further is still one entry each).
 */
export function suggestionsAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  search: ProductSearchEngine,
  key: string,
  group: PriceGroup | null,
) {
  const folded = key.trim().replace(/\s+/g, " ").toLowerCase();
  return cache.read(
    tenant.id,
    `suggest:${tenant.businessId}${pricedFor(group)}:${folded}`,
    async () => new JsonAnswer(await suggestions(db, tenant, folded, search, group)),
    plainAnswer(),
  );
}

/** The categories answer with their product counts, from the cache while current. */
export function categoriesAnswer(cache: CatalogCache, db: Db, tenant: Tenant) {
  return cache.read(
    tenant.id,
    "categories",
    async () => new JsonAnswer(await categoryRecords(db, tenant)),
    plainAnswer(),
  );
}

/**
 * The partner's CMS pages (the footer's links on every page) and one page, from the cache while
 * current: page writes bump the catalogue version like any catalogue table, and their ETag lets a
 * server that rendered a page from them keep it (a page built from an answer without one cannot be).
 */
export function pagesAnswer(cache: CatalogCache, db: Db, tenant: Tenant) {
  return cache.read(
    tenant.id,
    "cms-pages",
    async () => new JsonAnswer(await pageList(db, tenant)),
    plainAnswer(),
  );
}

/** One CMS page (404 `page_not_found` when the partner has none by that name; not kept). */
export function pageAnswer(cache: CatalogCache, db: Db, tenant: Tenant, name: string) {
  return cache.read(
    tenant.id,
    `cms-page:${name}`,
    async () => new JsonAnswer(await pageDetail(db, tenant, name)),
    plainAnswer(),
  );
}

/** The attributes answer (the filters' values), from the cache while current. */
export function attributesAnswer(cache: CatalogCache, db: Db, tenant: Tenant) {
  return cache.read(
    tenant.id,
    "attributes",
    async () => new JsonAnswer(await attributeRecords(db, tenant)),
    plainAnswer(),
  );
}

/** The vendors answer with their product counts, from the cache while current. */
export function vendorsAnswer(cache: CatalogCache, db: Db, tenant: Tenant) {
  return cache.read(
    tenant.id,
    "vendors",
    async () => new JsonAnswer(await vendorRecords(db, tenant)),
    plainAnswer(),
  );
}

/** The partner's page names (every served page's payload), from the cache while current. */
export async function cachedPageNames(cache: CatalogCache, db: Db, tenant: Tenant): Promise<string[]> {
  const read = await cache.read(tenant.id, "pages", () => pageNames(db, tenant), {
    bytes: (names) => 100 + names.join("").length * 2,
  });
  return read.value;
}
