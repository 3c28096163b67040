import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { productCounts, vendors } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";

/**
 * The marketplace's vendors with their product counts (stored: `product_counts`); one vendor when
 * `id` is given.
 */
export async function vendorRecords(db: Db, tenant: Tenant, id?: number) {
  const rows = await db
    .select({
      vendor: vendors,
      count: sql<string>`(select coalesce(sum(c.count), 0) from ${productCounts} c
        where c.tenant_id = ${vendors.tenantId} and c.vendor_id = ${vendors.id})`,
    })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenant.id), ...(id ? [eq(vendors.id, id)] : [])))
    .orderBy(asc(vendors.name));
  return rows.map(({ vendor, count }) => ({
    _id: String(vendor.id),
    name: vendor.name,
    name_lang: vendor.nameLang,
    slug: vendor.slug,
    description: vendor.description,
    description_lang: vendor.descriptionLang,
    logo: imagePath.vendor(vendor.id),
    rating: vendor.rating,
    product_count: Number(count),
  }));
}

/** One vendor of the tenant, or 404 `vendor_not_found`. */
export async function vendorRecord(db: Db, tenant: Tenant, id: number) {
  const [vendor] = await vendorRecords(db, tenant, id);
  if (!vendor) throw notFound("vendor_not_found", "This vendor does not exist");
  return vendor;
}
