import type { LineDetails } from "@storefront/core/cart";
import type { CartMerge } from "@storefront/core/contracts/api/merge";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { cartLines, wishlistItems } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { lineKeyOf, lineRecords, openCart, pricedCart, storedCartLines } from "./cart";
import { runIdempotent, type StoredAnswer } from "./idempotency";
import { checkVisitDate, lineDayPassed } from "./line-details";
import { keptDetails, loadMenuIndex, priceMenuChoice } from "./menu-pricing";
import { priceLines } from "./priced-lines";
import { sellsFromMenu } from "./restaurant-access";
import { wishList } from "./wishlist";

/** A guest's line as the merge call sends it: a product (or, on a restaurant, a menu item) line. */
export interface GuestLine {
  product_id: string;
  variant_id?: string | null | undefined;
  other_unit_price_id?: string | null | undefined;
  option_ids?: string[] | undefined;
  details?: LineDetails | null | undefined;
  qty: number;
  visit_date?: string | null | undefined;
}

/** The most of one line a cart holds (the update_cart limit). */
const MAX_LINE_QTY = 999;

type Report = Pick<CartMerge, "added" | "skipped">;

/** The cart row a guest line becomes (without cart, quantity and day) and how many it may hold. */
interface MergedRow {
  row: Pick<
    typeof cartLines.$inferInsert,
    "productId" | "menuItemId" | "variantId" | "otherUnitPriceId" | "optionIds" | "details" | "lineKey"
  >;
  available: number;
  /** True for an adventure-park ticket (the only line with a visit day). */
  ticket: boolean;
}

/**
 * A guest's product line as a cart row, priced and stocked now; null when it cannot be one
 * (another tenant's product, a variant of another product, a unit that is gone).
 */
async function productRow(tx: Tx, tenant: Tenant, guest: GuestLine): Promise<MergedRow | null> {
  if (guest.option_ids?.length) return null; // products take no options
  const variantId = guest.variant_id ? Number(guest.variant_id) : null;
  const unitId = guest.other_unit_price_id ? Number(guest.other_unit_price_id) : null;
  // Only what the line resolves to and its stock are read here: no price group needed.
  const { priced } = await priceLines(
    tx,
    tenant,
    [{ productId: Number(guest.product_id), variantId, otherUnitPriceId: unitId, qty: guest.qty }],
    null,
  );
  const line = priced[0];
  if (!line || (variantId !== null && line.variant?.id !== variantId) || (unitId !== null && !line.unit)) {
    return null;
  }
  const resolvedVariant = line.variant?.id ?? null;
  return {
    row: {
      productId: line.product.id,
      variantId: resolvedVariant,
      otherUnitPriceId: line.unit?.id ?? null,
      optionIds: [],
      details: keptDetails(guest.details) ?? {},
      lineKey: lineKeyOf({
        ...guest,
        variant_id: resolvedVariant === null ? null : String(resolvedVariant),
        other_unit_price_id: line.unit ? String(line.unit.id) : null,
      }),
    },
    available: line.available,
    ticket: line.product.kind === "ticket",
  };
}

/**
 * A guest's menu line (a restaurant's item with its options and note) as a cart row, checked
 * against today's menu; null when the item is gone or unavailable, or its options no longer fit.
 */
async function menuRow(tx: Tx, tenant: Tenant, guest: GuestLine): Promise<MergedRow | null> {
  if (guest.variant_id || guest.other_unit_price_id) return null; // menu items have neither
  const menu = await loadMenuIndex(tx, tenant, [Number(guest.product_id)]);
  let choice: ReturnType<typeof priceMenuChoice>;
  try {
    choice = priceMenuChoice(menu, guest.product_id, guest.option_ids);
  } catch {
    return null;
  }
  return {
    row: {
      menuItemId: choice.item.id,
      variantId: null,
      otherUnitPriceId: null,
      optionIds: choice.options.map(({ option }) => String(option.id)).sort(),
      details: keptDetails(guest.details) ?? {},
      lineKey: lineKeyOf({ ...guest, variant_id: null }),
    },
    available: MAX_LINE_QTY,
    ticket: false,
  };
}

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
  // A day chosen while a guest (an offering's day, a ticket's visit) that has passed since
  // cannot be ordered.
  if (lineDayPassed(guest.details) || (guest.visit_date && lineDayPassed({ date: guest.visit_date }))) {
    report.skipped.push({ ...ids, requested: guest.qty, reason: "day_passed" });
    return;
  }
  const merged = sellsFromMenu(tenant)
    ? await menuRow(tx, tenant, guest)
    : await productRow(tx, tenant, guest);
  if (!merged) {
    report.skipped.push({ ...ids, requested: guest.qty, reason: "not_found" });
    return;
  }
  const { row, available, ticket } = merged;
  // Only a ticket keeps a visit day, and not one too far ahead (`update_cart` refuses those too).
  const visitDate = ticket ? (guest.visit_date ?? null) : null;
  if (visitDate) checkVisitDate(visitDate, "body.lines.visit_date");
  const current = have.get(row.lineKey) ?? 0;
  const target = Math.min(current + guest.qty, available, MAX_LINE_QTY);
  if (target <= current) {
    report.skipped.push({ ...ids, requested: guest.qty, reason: "out_of_stock" });
    return;
  }
  await tx
    .insert(cartLines)
    .values({ ...row, tenantId: tenant.id, cartId, qty: target, visitDate })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.lineKey],
      set: { qty: target, ...(visitDate ? { visitDate } : {}) },
    });
  have.set(row.lineKey, target);
  report.added.push({
    ...ids,
    variant_id: row.variantId == null ? null : String(row.variantId),
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
      const have = new Map((await storedCartLines(tx, cart.id)).map((line) => [line.lineKey, line.qty]));
      const report: Report = { added: [], skipped: [] };
      for (const guest of lines) await mergeLine(tx, tenant, cart.id, have, guest, report);
      const merged = lineRecords(tenant, await pricedCart(tx, tenant, customer));
      const data: CartMerge = { lines: merged, ...report };
      return { answer: { status: 200, body: { status: "success", msg: "Cart merged", data } } };
    },
  );
}

/** A guest's wishlist line as the merge call sends it. */
export type GuestWish = Pick<GuestLine, "product_id" | "variant_id" | "other_unit_price_id">;

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
    null, // only what each line resolves to is read; the answer is priced by wishList
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
