import type { CartMerge } from "@storefront/core/contracts/api/merge";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { cartLines, wishlistItems } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { lineRecords, openCart, pricedCart, storedCartLines } from "./cart";
import { runIdempotent, type StoredAnswer } from "./idempotency";
import { priceLines } from "./priced-lines";
import { wishList } from "./wishlist";

/** A guest's line as the merge call sends it. */
export interface GuestLine {
  product_id: string;
  variant_id?: string | null | undefined;
  other_unit_price_id?: string | null | undefined;
  qty: number;
  visit_date?: string | null | undefined;
}

/** The most of one line a cart holds (the update_cart limit). */
const MAX_LINE_QTY = 999;

const lineKey = (productId: number, variantId: number | null, unitId: number | null) =>
  `${productId}:${variantId ?? ""}:${unitId ?? ""}`;

type Report = Pick<CartMerge, "added" | "skipped">;

/** Adds one guest line to the cart inside the merge's transaction, noting what happened. */
async function mergeLine(
  tx: Tx,
  tenant: Tenant,
  cartId: number,
  have: Map<string, number>,
  guest: GuestLine,
  report: Report,
) {
  const ids = {
    product_id: guest.product_id,
    variant_id: guest.variant_id ?? null,
    other_unit_price_id: guest.other_unit_price_id ?? null,
  };
  const variantId = guest.variant_id ? Number(guest.variant_id) : null;
  const unitId = guest.other_unit_price_id ? Number(guest.other_unit_price_id) : null;
  const { priced } = await priceLines(tx, tenant, [
    { productId: Number(guest.product_id), variantId, otherUnitPriceId: unitId, qty: guest.qty },
  ]);
  const line = priced[0];
  // Another tenant's product, a variant of another product, a unit that is gone: not merged.
  if (!line || (variantId !== null && line.variant?.id !== variantId) || (unitId !== null && !line.unit)) {
    report.skipped.push({ ...ids, requested: guest.qty, reason: "not_found" });
    return;
  }
  const resolvedVariant = line.variant?.id ?? null;
  const key = lineKey(line.product.id, resolvedVariant, line.unit?.id ?? null);
  const current = have.get(key) ?? 0;
  const target = Math.min(current + guest.qty, line.available, MAX_LINE_QTY);
  if (target <= current) {
    report.skipped.push({ ...ids, requested: guest.qty, reason: "out_of_stock" });
    return;
  }
  await tx
    .insert(cartLines)
    .values({
      tenantId: tenant.id,
      cartId,
      productId: line.product.id,
      variantId: resolvedVariant,
      otherUnitPriceId: line.unit?.id ?? null,
      qty: target,
      visitDate: guest.visit_date ?? null,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.variantId, cartLines.otherUnitPriceId],
      set: { qty: target, ...(guest.visit_date ? { visitDate: guest.visit_date } : {}) },
    });
  have.set(key, target);
  report.added.push({
    ...ids,
    variant_id: resolvedVariant === null ? null : String(resolvedVariant),
    requested: guest.qty,
    qty: target - current,
  });
}

/**
 * Merges a guest's cart into the customer's server cart at login: quantities are added to the
 * lines already there, as far as stock allows, under an `Idempotency-Key` so a retried merge does
 * not add them twice. Answers the cart and what was added or skipped.
 */
export function mergeGuestCart(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  lines: GuestLine[],
  idempotencyKey: string | undefined,
): Promise<StoredAnswer> {
  return runIdempotent(
    db,
    tenant,
    { scope: `merge-cart:${customer.id}`, key: idempotencyKey, body: lines },
    async (tx) => {
      const cart = await openCart(tx, tenant, customer);
      if (!cart) throw conflict("cart_unavailable", "The cart could not be opened");
      const have = new Map(
        (await storedCartLines(tx, cart.id)).map((line) => [
          lineKey(line.productId, line.variantId, line.otherUnitPriceId),
          line.qty,
        ]),
      );
      const report: Report = { added: [], skipped: [] };
      for (const guest of lines) await mergeLine(tx, tenant, cart.id, have, guest, report);
      const merged = lineRecords(tenant, await pricedCart(tx, tenant, customer));
      const data: CartMerge = { lines: merged, ...report };
      return { answer: { status: 200, body: { status: "success", msg: "Cart merged", data } } };
    },
  );
}

/** A guest's wishlist line as the merge call sends it. */
export type GuestWish = Omit<GuestLine, "qty" | "visit_date">;

/**
 * Merges a guest's wishlist into the customer's: new lines are added (a line already there
 * stays one), lines whose product is gone are skipped. Answers the wishlist and how many were new.
 */
export async function mergeGuestWishList(db: Db, tenant: Tenant, customer: Customer, items: GuestWish[]) {
  const { priced } = await priceLines(
    db,
    tenant,
    items.map((item) => ({
      productId: Number(item.product_id),
      variantId: item.variant_id ? Number(item.variant_id) : null,
      otherUnitPriceId: item.other_unit_price_id ? Number(item.other_unit_price_id) : null,
      qty: 1,
    })),
  );
  let added = 0;
  for (const line of priced) {
    const { variantId, otherUnitPriceId } = line.line;
    if ((variantId !== null && line.variant?.id !== variantId) || (otherUnitPriceId !== null && !line.unit))
      continue;
    const inserted = await db
      .insert(wishlistItems)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        productId: line.product.id,
        variantId,
        otherUnitPriceId,
      })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    added += inserted.length;
  }
  return { lines: await wishList(db, tenant, customer), added };
}
