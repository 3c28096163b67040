import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import type { Tenant } from "../tenancy";
import type { CatalogCache } from "./catalog-cache";

/**
 * A tenant's product search, in memory: what `?key=` matches (a substring of the name, the SKU or
 * the Arabic name, any case). A substring search in SQL (ILIKE '%…%') reads every product of the
 * tenant on each request — 10,000 rows, 50–100 ms in the embedded database, 17 req/s on the bulk
 * partner — and trigram indexes do not help short or common words. Scanning these strings takes a
 * fraction of a millisecond; the index is rebuilt when the tenant's catalogue version moves, so it
 * is never stale (see `CatalogCache`).
 */
export class SearchIndex {
  constructor(
    private readonly ids: Int32Array,
    /** Per product: name, SKU and Arabic name, lower-cased, separated by U+0001. */
    private readonly texts: readonly string[],
  ) {}

  /** The ids of the products the key matches, in id order (empty for a blank key). */
  match(key: string): number[] {
    const needle = key.trim().toLowerCase();
    if (needle === "") return [];
    const found: number[] = [];
    for (let i = 0; i < this.texts.length; i++) {
      if (this.texts[i]?.includes(needle)) found.push(this.ids[i] ?? 0);
    }
    return found;
  }
}

/** Builds a tenant's index from its products (one query). */
async function buildIndex(db: Db, tenant: Tenant): Promise<SearchIndex> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      ar: sql<string | null>`${products.nameLang}->>'ar'`,
    })
    .from(products)
    .where(eq(products.tenantId, tenant.id))
    .orderBy(asc(products.id));
  // Lower-cased here, as the key is: the database's lower() may fold ASCII only.
  return new SearchIndex(
    Int32Array.from(rows, (row) => row.id),
    rows.map((row) => [row.name, row.sku, row.ar ?? ""].join("\u0001").toLowerCase()),
  );
}

/** The tenant's search index for its current catalogue version. */
export function searchIndex(cache: CatalogCache, db: Db, tenant: Tenant): Promise<SearchIndex> {
  return cache.readLatest(tenant.id, "search-index", () => buildIndex(db, tenant));
}
