import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import type { Tenant } from "../tenancy";
import { pageNames } from "./pages";

/** Products per sitemap file: both locales of each stay far below the format's 50,000 URLs. */
export const SITEMAP_PRODUCTS_PER_FILE = 5_000;

/** How many sitemap files the partner's products fill (at least one: the home and pages). */
export async function sitemapFileCount(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.tenantId, tenant.id));
  return Math.max(1, Math.ceil((row?.total ?? 0) / SITEMAP_PRODUCTS_PER_FILE));
}

/** One sitemap file's products (id and slug, in id order) and, on the first, the partner's pages. */
export async function sitemapEntries(db: Db, tenant: Tenant, file: number) {
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.tenantId, tenant.id))
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_FILE)
    .offset((file - 1) * SITEMAP_PRODUCTS_PER_FILE);
  return { products: rows, pages: file === 1 ? await pageNames(db, tenant) : [] };
}
