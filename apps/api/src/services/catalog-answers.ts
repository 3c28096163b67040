import type { Db } from "../db/client";
import { JsonAnswer } from "../lib/json-answer";
import type { Tenant } from "../tenancy";
import type { CatalogCache } from "./catalog-cache";
import { type HomeContent, homeContent } from "./home-content";
import { pageNames } from "./pages";
import { productDetail } from "./product-detail";
import { type ProductListQuery, productPage } from "./product-list";
import { searchIndex } from "./search-index";

// List, detail and home are the storefront's hottest reads: served from the catalogue cache, which
// checks the tenant's catalogue version on every read (catalog-cache.ts), as answers serialized
// once. The keys hold the business id because product records carry it.

/** The list query as a cache key: the same parameters in any order give the same key. */
function canonicalQuery(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}

/** The product list answer, from the cache when the catalogue has not changed since. */
export function productPageAnswer(cache: CatalogCache, db: Db, tenant: Tenant, query: ProductListQuery) {
  return cache.read(tenant.id, `list:${tenant.businessId}:${canonicalQuery(query)}`, async () => {
    const index = query.key || query.key_word_id ? await searchIndex(cache, db, tenant) : null;
    return new JsonAnswer(await productPage(db, tenant, query, (key) => index?.match(key) ?? []));
  });
}

/** The product detail answer (a variant chosen or the default), from the cache when current. */
export function productAnswer(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
  id: number,
  variantId: number | null,
) {
  return cache.read(
    tenant.id,
    `product:${tenant.businessId}:${id}:${variantId ?? ""}`,
    async () => new JsonAnswer(await productDetail(db, tenant, id, variantId)),
  );
}

/**
 * The home answer (`GET C/home`, and the payload of a served home page), from the cache while the
 * tenant's catalogue version stands: banners, rails and pages bump it too (migration 0003), so it
 * is never stale. It was built on every request, and saturated the server near 50 req/s.
 */
export function homeAnswer(cache: CatalogCache, db: Db, tenant: Tenant): Promise<JsonAnswer<HomeContent>> {
  return cache.read(
    tenant.id,
    `home:${tenant.businessId}`,
    async () => new JsonAnswer(await homeContent(db, tenant)),
  );
}

/** The partner's page names (every served page's payload), from the cache while current. */
export function cachedPageNames(cache: CatalogCache, db: Db, tenant: Tenant): Promise<string[]> {
  return cache.read(tenant.id, "pages", () => pageNames(db, tenant));
}
