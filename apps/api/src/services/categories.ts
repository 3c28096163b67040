import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, productCounts } from "../db/schema";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";

/**
 * Categories with their product counts (a parent counts its children's products too), from the
 * stored counts (`product_counts`): a few rows per category, however many products.
 */
export async function categoryRecords(db: Db, tenant: Tenant, onlyFeatured = false) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenant.id), ...(onlyFeatured ? [eq(categories.featured, true)] : [])))
    .orderBy(asc(categories.position), asc(categories.id));
  const counts = await db
    .select({ categoryId: productCounts.categoryId, n: sql<string>`sum(${productCounts.count})` })
    .from(productCounts)
    .where(eq(productCounts.tenantId, tenant.id))
    .groupBy(productCounts.categoryId);
  const own = new Map(counts.map((row) => [row.categoryId, Number(row.n)]));
  const all = onlyFeatured
    ? await db
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.tenantId, tenant.id))
    : rows;
  const total = (id: number): number =>
    (own.get(id) ?? 0) +
    all.filter((row) => row.parentId === id).reduce((sum, row) => sum + total(row.id), 0);
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    name_lang: row.nameLang,
    slug: row.slug,
    parent_id: row.parentId ? String(row.parentId) : null,
    image: imagePath.category(row.id),
    product_count: total(row.id),
  }));
}
