import type { Db } from "../db/client";
import { JsonAnswer } from "../lib/json-answer";
import type { Tenant } from "../tenancy";
import type { CatalogCache } from "./catalog-cache";
import { productDetail } from "./product-detail";
import { type ProductListQuery, productPage } from "./product-list";

// List and detail are the storefront's hottest reads: served from the catalogue cache, which
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
  return cache.read(
    tenant.id,
    `list:${tenant.businessId}:${canonicalQuery(query)}`,
    async () => new JsonAnswer(await productPage(db, tenant, query)),
  );
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
