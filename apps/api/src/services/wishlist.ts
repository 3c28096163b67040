import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { wishlistItems } from "../db/schema";
import type { Tenant } from "../tenancy";
import { lineRecords } from "./cart";
import { type CatalogRef, checkCatalogRef, unitMatch, variantMatch } from "./catalog-refs";
import { ownedBy } from "./customer-rows";
import { customerPriceGroup } from "./price-groups";
import { priceLines } from "./priced-lines";

/** The customer's wishlist as cart lines of one each, priced from the catalogue now (their group's prices). */
export async function wishList(db: Db, tenant: Tenant, customer: Customer) {
  const stored = await db
    .select({
      productId: wishlistItems.productId,
      variantId: wishlistItems.variantId,
      otherUnitPriceId: wishlistItems.otherUnitPriceId,
    })
    .from(wishlistItems)
    .where(ownedBy(wishlistItems, tenant, customer))
    .orderBy(asc(wishlistItems.id));
  const priced = await priceLines(
    db,
    tenant,
    stored.map((line) => ({ ...line, qty: 1 })),
    await customerPriceGroup(db, tenant, customer),
  );
  return lineRecords(tenant, priced);
}

/** Adds a product (variant, unit) to the wishlist once; answers the wishlist. */
export async function addToWishList(db: Db, tenant: Tenant, customer: Customer, ref: CatalogRef) {
  const productId = await checkCatalogRef(db, tenant, ref);
  await db
    .insert(wishlistItems)
    .values({
      tenantId: tenant.id,
      customerId: customer.id,
      productId,
      variantId: ref.variant_id ? Number(ref.variant_id) : null,
      otherUnitPriceId: ref.other_unit_price_id ? Number(ref.other_unit_price_id) : null,
    })
    .onConflictDoNothing();
  return wishList(db, tenant, customer);
}

/** Removes a product (by unit, and variant when named) from the wishlist; answers the wishlist. */
export async function removeFromWishList(db: Db, tenant: Tenant, customer: Customer, ref: CatalogRef) {
  await db
    .delete(wishlistItems)
    .where(
      and(
        ownedBy(wishlistItems, tenant, customer),
        eq(wishlistItems.productId, Number(ref.product_id)),
        variantMatch(wishlistItems.variantId, ref.variant_id),
        unitMatch(wishlistItems.otherUnitPriceId, ref.other_unit_price_id),
      ),
    );
  return wishList(db, tenant, customer);
}
