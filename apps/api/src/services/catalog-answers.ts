import type { Db } from "../db/client";
import { JsonAnswer } from "../lib/json-answer";
import type { Tenant } from "../tenancy";
import { type CatalogReference, loadReference } from "./catalog-bundle";
import type { CatalogCache } from "./catalog-cache";
import { type HomeContent, homeContent } from "./home-content";
import { pageNames } from "./pages";
import type { PriceGroup } from "./price-groups";
import { productDetail } from "./product-detail";
import { type ProductListQuery, productPage } from "./product-list";
import { searchIndex } from "./search-index";

// List, detail and home are the storefront's hottest reads: served from the catalogue cache, which
// checks the tenant's catalogue version on every read (catalog-cache.ts), as answers serialized
// once. The keys hold the business id because product records carry it, and the price group of a
// customer in one (decision 0026): a group's prices never reach a guest or another group's
// customer. A change to a group or its prices moves the catalogue version (migration 0006).

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

/** The tenant's categories, vendors and attributes for its current catalogue version. */
function catalogReference(cache: CatalogCache, db: Db, tenant: Tenant): Promise<CatalogReference> {
  return cache.readLatest(tenant.id, "reference", () => loadReference(db, tenant));
}

/** The product list answer, from the cache when the catalogue has not changed since. */
export function productPageAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  query: ProductListQuery,
  group: PriceGroup | null,
) {
  const key = `list:${tenant.businessId}${pricedFor(group)}:${canonicalQuery(query)}`;
  return cache.read(tenant.id, key, async () => {
    const [index, reference] = await Promise.all([
      query.key || query.key_word_id ? searchIndex(cache, db, tenant) : null,
      catalogReference(cache, db, tenant),
    ]);
    return new JsonAnswer(
      await productPage(db, tenant, query, (key) => index?.match(key) ?? [], group, reference),
    );
  });
}

/** The product detail answer (a variant chosen or the default), from the cache when current. */
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
  );
}

/**
 * The home answer (`GET C/home`, and the payload of a served home page), from the cache while the
 * tenant's catalogue version stands: banners, rails and pages bump it too (migration 0003), so it
 * is never stale. It was built on every request, and saturated the server near 50 req/s.
 */
export function homeAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  group: PriceGroup | null,
): Promise<JsonAnswer<HomeContent>> {
  return cache.read(
    tenant.id,
    `home:${tenant.businessId}${pricedFor(group)}`,
    async () => new JsonAnswer(await homeContent(db, tenant, group)),
  );
}

/** The partner's page names (every served page's payload), from the cache while current. */
export function cachedPageNames(cache: CatalogCache, db: Db, tenant: Tenant): Promise<string[]> {
  return cache.read(tenant.id, "pages", () => pageNames(db, tenant));
}
