import { sitemapPaths } from "@storefront/core/routes";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { rowsOf } from "../lib/rows";
import { partnerRecord, type Tenant } from "../tenancy";
import { pageNames } from "./pages";

/**
 * Product ids per sitemap file: a file lists the tenant's products whose ids fall in one range of
 * this many ids, so both locales of each stay far below the format's 50,000 URLs and every file is
 * one range scan of an index, however deep (no OFFSET, no sort of the catalogue).
 */
export const SITEMAP_PRODUCTS_PER_FILE = 5_000;

/**
 * The id ranges (as `id / SITEMAP_PRODUCTS_PER_FILE`) that hold at least one of the tenant's
 * products, in order: one index probe per range (a loose index scan), not a scan of the catalogue.
 */
async function sitemapRanges(db: Db, tenant: Tenant): Promise<number[]> {
  const size = SITEMAP_PRODUCTS_PER_FILE;
  const result = await db.execute<{ range: number }>(sql`
    with recursive ranges(range) as (
      (select ${products.id} / ${size} from ${products} where ${products.tenantId} = ${tenant.id} order by ${products.id} limit 1)
      union all
      select (select p.id / ${size} from ${products} p
               where p.tenant_id = ${tenant.id} and p.id >= (ranges.range + 1) * ${size} order by p.id limit 1)
        from ranges where ranges.range is not null
    )
    select range from ranges where range is not null`);
  return rowsOf<{ range: number }>(result).map((row) => Number(row.range));
}

/** How many sitemap files the partner's products fill (at least one: the home and pages). */
export async function sitemapFileCount(db: Db, tenant: Tenant): Promise<number> {
  return Math.max(1, (await sitemapRanges(db, tenant)).length);
}

/**
 * One sitemap file's products (id and slug, in id order) and, on the first, the partner's pages and
 * the fixed pages its type has and its business does not hide (core's route table).
 */
export async function sitemapEntries(db: Db, tenant: Tenant, file: number) {
  const range = (await sitemapRanges(db, tenant))[file - 1];
  const rows =
    range === undefined
      ? []
      : await db
          .select({ id: products.id, slug: products.slug })
          .from(products)
          .where(
            and(
              eq(products.tenantId, tenant.id),
              gte(products.id, range * SITEMAP_PRODUCTS_PER_FILE),
              lt(products.id, (range + 1) * SITEMAP_PRODUCTS_PER_FILE),
            ),
          )
          .orderBy(asc(products.id));
  if (file !== 1) return { products: rows, pages: [], paths: [] };
  const partner = partnerRecord(tenant);
  const paths = sitemapPaths({ type: partner.snachoo_settings.type, ...partner });
  return { products: rows, pages: await pageNames(db, tenant), paths };
}
