import { type LineDetails, lineKeyString } from "@storefront/core/cart";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { cartLines, carts } from "../db/schema";
import { ApiError, conflict, notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import type { CatalogBundle } from "./catalog-bundle";
import { type CatalogRef, checkCatalogRef, unitMatch, variantMatch } from "./catalog-refs";
import { ownedBy } from "./customer-rows";
import { checkLineDay, checkVisitDate } from "./line-details";
import { menuCartLineRecord, type PricedMenuLine, priceMenuLines } from "./menu-cart-lines";
import { keptDetails, loadMenuIndex, priceMenuChoice } from "./menu-pricing";
import { customerPriceGroup } from "./price-groups";
import { cartLineRecord, type PricedLine, priceLines } from "./priced-lines";
import { sellsFromMenu } from "./restaurant-access";

/** The customer's open cart (created on first use unless `create` is false). */
export async function openCart(db: Db | Tx, tenant: Tenant, customer: Customer, create = true) {
  const find = () =>
    db
      .select()
      .from(carts)
      .where(and(ownedBy(carts, tenant, customer), eq(carts.status, "open")))
      .limit(1);
  const [existing] = await find();
  if (existing || !create) return existing ?? null;
  const [created] = await db
    .insert(carts)
    .values({ tenantId: tenant.id, customerId: customer.id })
    .onConflictDoNothing()
    .returning();
  return created ?? (await find())[0] ?? null;
}

/** The stored lines of a cart, in the order they were first added. */
export async function storedCartLines(db: Db | Tx, cartId: number) {
  return db
    .select({
      productId: cartLines.productId,
      menuItemId: cartLines.menuItemId,
      variantId: cartLines.variantId,
      otherUnitPriceId: cartLines.otherUnitPriceId,
      optionIds: cartLines.optionIds,
      details: cartLines.details,
      lineKey: cartLines.lineKey,
      qty: cartLines.qty,
      visitDate: cartLines.visitDate,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/**
 * The lines of the customer's open cart, priced now: product lines from the catalogue at the
 * customer's prices (their price group's, else list prices: what the order charges), menu lines
 * from the menu with their options (`menu`).
 */
export async function pricedCart(db: Db | Tx, tenant: Tenant, customer: Customer) {
  const cart = await openCart(db, tenant, customer, false);
  const stored = cart ? await storedCartLines(db, cart.id) : [];
  const products = await priceLines(
    db,
    tenant,
    stored.flatMap((line) => (line.productId === null ? [] : [{ ...line, productId: line.productId }])),
    await customerPriceGroup(db, tenant, customer),
  );
  const menu = await priceMenuLines(
    db,
    tenant,
    stored.flatMap((line) => (line.menuItemId === null ? [] : [{ ...line, menuItemId: line.menuItemId }])),
  );
  return { cart, ...products, menu };
}

/** Priced lines (products, then menu lines) as the normalised cart lines of spec §3. */
export function lineRecords(
  tenant: Tenant,
  {
    priced,
    bundle,
    menu = [],
  }: { priced: PricedLine[]; bundle: CatalogBundle | null; menu?: PricedMenuLine[] },
) {
  return [
    ...(bundle ? priced.map((line) => cartLineRecord(tenant, bundle, line)) : []),
    ...menu.map((line) => menuCartLineRecord(tenant, line)),
  ];
}

/** The customer's cart as the list call answers it. */
export async function cartList(db: Db, tenant: Tenant, customer: Customer) {
  return lineRecords(tenant, await pricedCart(db, tenant, customer));
}

/** What names a line beyond its product and unit: the chosen options and the shopper's details. */
export interface LineChoice {
  option_ids?: string[] | undefined;
  details?: LineDetails | null | undefined;
}

/** A cart write: the line's product (variant, unit), choice, new quantity and visit day (tickets). */
export interface CartLineChange extends CatalogRef, LineChoice {
  qty: number;
  visit_date?: string | null | undefined;
}

/** A line's identity as core decides it (`lineKeyString`), from its parts. */
export function lineKeyOf(
  ref: { product_id: string; variant_id?: string | null; other_unit_price_id?: string | null } & LineChoice,
) {
  return lineKeyString({
    product_id: ref.product_id,
    variant_id: ref.variant_id ?? null,
    other_unit_price: ref.other_unit_price_id ? { id: ref.other_unit_price_id } : null,
    options: (ref.option_ids ?? []).map((option_id) => ({ option_id })),
    details: ref.details ?? null,
  });
}

/**
 * Deletes the cart's line of a product (or menu item), unit and choice — and of the variant when
 * one is named; without one, that line of every variant (spec §4, as before variants split lines).
 * Each candidate row's own key (core's `lineKeyString` with its variant) decides, so the rule stays
 * core's.
 */
async function deleteLines(
  db: Db,
  cartId: number,
  ref: Omit<CatalogRef, "variant_id"> & LineChoice & { variant_id?: string | null },
) {
  const rows = await db
    .select({ id: cartLines.id, variantId: cartLines.variantId, lineKey: cartLines.lineKey })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        variantMatch(cartLines.variantId, ref.variant_id),
        unitMatch(cartLines.otherUnitPriceId, ref.other_unit_price_id),
      ),
    );
  const ids = rows
    .filter(
      (row) =>
        row.lineKey ===
        lineKeyOf({ ...ref, variant_id: row.variantId === null ? null : String(row.variantId) }),
    )
    .map((row) => row.id);
  if (ids.length > 0) await db.delete(cartLines).where(inArray(cartLines.id, ids));
}

/** Sets a product line's quantity (0 removes it), checking the catalogue and the stock. */
async function setProductLine(db: Db, tenant: Tenant, cartId: number, change: CartLineChange) {
  if (change.option_ids?.length) {
    throw new ApiError(422, "invalid_options", "This product has no options", [
      { path: "body.option_ids", message: "Products take no options" },
    ]);
  }
  const productId = await checkCatalogRef(db, tenant, change);
  if (change.qty === 0) return deleteLines(db, cartId, change);
  const { priced } = await priceLines(
    db,
    tenant,
    [
      {
        productId,
        variantId: change.variant_id ? Number(change.variant_id) : null,
        otherUnitPriceId: change.other_unit_price_id ? Number(change.other_unit_price_id) : null,
        qty: change.qty,
        details: change.details ?? {},
      },
    ],
    null /* only the resolved line and its stock are read: the answer is priced by cartList */,
  );
  const line = priced[0];
  if (!line || line.available < change.qty) {
    throw conflict("out_of_stock", `Only ${line?.available ?? 0} left in stock`);
  }
  // Only a ticket has a visit day; a day sent for anything else is not kept.
  const visitDate = line.product.kind === "ticket" ? (change.visit_date ?? null) : null;
  if (visitDate) checkVisitDate(visitDate);
  // The variant is the one the line resolved to (the product's default when none was sent).
  const variantId = line.variant?.id ?? null;
  const lineKey = lineKeyOf({ ...change, variant_id: variantId === null ? null : String(variantId) });
  await db
    .insert(cartLines)
    .values({
      tenantId: tenant.id,
      cartId,
      productId,
      variantId,
      otherUnitPriceId: line.unit?.id ?? null,
      details: keptDetails(change.details) ?? {},
      lineKey,
      qty: change.qty,
      visitDate,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.lineKey],
      set: { qty: change.qty, visitDate },
    });
}

/**
 * Sets a menu line's quantity (0 removes it): the item priced with its options now, so an
 * unavailable item or options outside a group's min/max are refused (422) before anything is
 * stored.
 */
async function setMenuLine(db: Db, tenant: Tenant, cartId: number, change: CartLineChange) {
  if (change.other_unit_price_id) throw notFound("unit_not_found", "Menu items have no unit prices");
  if (change.qty === 0) return deleteLines(db, cartId, { ...change, variant_id: null });
  const menu = await loadMenuIndex(db, tenant, [Number(change.product_id)]);
  const choice = priceMenuChoice(menu, change.product_id, change.option_ids);
  await db
    .insert(cartLines)
    .values({
      tenantId: tenant.id,
      cartId,
      menuItemId: choice.item.id,
      optionIds: choice.options.map(({ option }) => String(option.id)).sort(),
      details: keptDetails(change.details) ?? {},
      lineKey: lineKeyOf({ ...change, variant_id: null }),
      qty: change.qty,
    })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.lineKey], set: { qty: change.qty } });
}

/**
 * Sets a line's quantity (0 removes it) and answers the cart. On a restaurant the line is a menu
 * item with its options; elsewhere a product (variant, unit). Either may carry the shopper's
 * details; the line is the one core's `lineKeyString` names.
 */
export async function setCartLine(db: Db, tenant: Tenant, customer: Customer, change: CartLineChange) {
  if (change.qty > 0) checkLineDay(change.details);
  const cart = await openCart(db, tenant, customer);
  if (!cart) throw conflict("cart_unavailable", "The cart could not be opened");
  if (sellsFromMenu(tenant)) await setMenuLine(db, tenant, cart.id, change);
  else await setProductLine(db, tenant, cart.id, change);
  return cartList(db, tenant, customer);
}

/**
 * Removes a line (by product, unit, options and details, and variant when named) from the
 * customer's cart; answers the cart.
 */
export async function removeCartLine(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  ref: CatalogRef & LineChoice,
) {
  const cart = await openCart(db, tenant, customer, false);
  if (cart) await deleteLines(db, cart.id, sellsFromMenu(tenant) ? { ...ref, variant_id: null } : ref);
  return cartList(db, tenant, customer);
}

/** Empties the customer's cart. */
export async function clearCart(db: Db | Tx, tenant: Tenant, customer: Customer) {
  const cart = await openCart(db, tenant, customer, false);
  if (cart) await db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
}

/**
 * Marks the cart ordered inside the order's transaction (a cart is ordered at most once: 409
 * `cart_already_ordered` when a racing request got there first).
 */
export async function markCartOrdered(tx: Tx, cartId: number) {
  const marked = await tx
    .update(carts)
    .set({ status: "ordered", orderedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.status, "open")))
    .returning({ id: carts.id });
  if (marked.length === 0) throw conflict("cart_already_ordered", "This cart was already ordered");
}
