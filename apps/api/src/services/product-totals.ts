import { PRODUCT_COUNT_LIMIT } from "@storefront/core/contracts/product-list-params";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { productCounts, products } from "../db/schema";
import type { Tenant } from "../tenancy";
import type { ProductFilter } from "./product-filter";

/** A list's total: exact, or "at least this many" when counting stopped at the limit. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/**
 * The total of a list narrowed only by category, vendor, kind or featured: a sum over the stored
 * counts (`product_counts`, kept by triggers), however large the catalogue.
 */
export async function storedTotal(db: Db, tenant: Tenant, filter: ProductFilter): Promise<ListTotal> {
  const where: SQL[] = [eq(productCounts.tenantId, tenant.id)];
  if (filter.categoryIds) where.push(inArray(productCounts.categoryId, filter.categoryIds));
  if (filter.vendorId !== null) where.push(eq(productCounts.vendorId, filter.vendorId));
  if (filter.kind !== null) where.push(eq(productCounts.kind, filter.kind));
  if (filter.featured) where.push(eq(productCounts.featured, true));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${productCounts.count}), 0)` })
    .from(productCounts)
    .where(and(...where));
  return { total: Number(row?.total ?? 0), capped: false };
}

/**
 * The products matching `where`, counted up to `PRODUCT_COUNT_LIMIT`: a filter by price or
 * attribute over a million products costs what counting ten thousand does, and the shopper reads
 * "10,000+".
 */
export async function countedTotal(db: Db, where: SQL): Promise<ListTotal> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(PRODUCT_COUNT_LIMIT + 1)
      .as("matching"),
  );
  const total = Number(row?.total ?? 0);
  return total > PRODUCT_COUNT_LIMIT
    ? { total: PRODUCT_COUNT_LIMIT, capped: true }
    : { total, capped: false };
}
