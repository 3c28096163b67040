import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { loadBundle } from "./catalog-bundle";
import { productRecord } from "./product-record";

/** One product of the tenant with its variants, attributes and units, or 404 `product_not_found`. */
export async function productDetail(db: Db, tenant: Tenant, id: number, variantId: number | null) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.id, id)))
    .limit(1);
  if (!row) throw notFound("product_not_found", "This product does not exist");
  const bundle = await loadBundle(db, tenant, [row]);
  return productRecord(tenant, bundle, row, variantId);
}
