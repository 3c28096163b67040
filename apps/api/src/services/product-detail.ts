import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { type CatalogReference, loadBundle } from "./catalog-bundle";
import type { PriceGroup } from "./price-groups";
import { productRecord } from "./product-record";

/**
 * One product of the tenant with its variants, attributes and units at the shopper's prices, or
 * 404 `product_not_found`.
 */
export async function productDetail(
  db: Db,
  tenant: Tenant,
  id: number,
  variantId: number | null,
  group: PriceGroup | null,
  reference?: CatalogReference,
) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.id, id)))
    .limit(1);
  if (!row) throw notFound("product_not_found", "This product does not exist");
  const bundle = await loadBundle(db, tenant, [row], group, reference);
  return productRecord(tenant, bundle, row, variantId);
}
