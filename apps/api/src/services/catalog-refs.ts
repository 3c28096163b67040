import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { type cartLines, otherUnitPrices, products, productVariants, type wishlistItems } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";

/** What a cart or wishlist write names: a product, and maybe one of its variants and units. */
export interface CatalogRef {
  product_id: string;
  variant_id?: string | null | undefined;
  other_unit_price_id?: string | null | undefined;
}

/** Checks that a product (and its variant and unit) exist in the tenant's catalogue; answers its id. */
export async function checkCatalogRef(db: Db, tenant: Tenant, ref: CatalogRef) {
  const productId = Number(ref.product_id);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.id, productId)))
    .limit(1);
  if (!product) throw notFound("product_not_found", "This product does not exist");
  if (ref.variant_id) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.id, Number(ref.variant_id))))
      .limit(1);
    if (!variant) throw notFound("variant_not_found", "This variant does not exist");
  }
  if (ref.other_unit_price_id) {
    const [unit] = await db
      .select({ id: otherUnitPrices.id })
      .from(otherUnitPrices)
      .where(
        and(
          eq(otherUnitPrices.productId, productId),
          eq(otherUnitPrices.id, Number(ref.other_unit_price_id)),
        ),
      )
      .limit(1);
    if (!unit) throw notFound("unit_not_found", "This unit price does not exist");
  }
  return productId;
}

/** Lines match by product and unit (spec §4): the same unit, or both without one. */
export const unitMatch = (
  column: typeof cartLines.otherUnitPriceId | typeof wishlistItems.otherUnitPriceId,
  id?: string | null,
): SQL => (id ? eq(column, Number(id)) : isNull(column));

/**
 * Lines match by variant too where one is named (the 256 GB phone is not the 128 GB one). Without
 * a variant the condition is empty: a call naming only the product and unit means every variant.
 */
export const variantMatch = (
  column: typeof cartLines.variantId | typeof wishlistItems.variantId,
  id?: string | number | null,
): SQL | undefined => (id ? eq(column, Number(id)) : undefined);
