import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { cartLines, carts } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";
import type { CatalogBundle } from "./catalog-bundle";
import { type CatalogRef, checkCatalogRef, unitMatch, variantMatch } from "./catalog-refs";
import { ownedBy } from "./customer-rows";
import { cartLineRecord, type PricedLine, priceLines, type StoredLine } from "./priced-lines";

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

/** The stored lines of a cart. */
export async function storedCartLines(db: Db | Tx, cartId: number): Promise<StoredLine[]> {
  return db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      otherUnitPriceId: cartLines.otherUnitPriceId,
      qty: cartLines.qty,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/** The lines of the customer's open cart, priced from the catalogue now. */
export async function pricedCart(db: Db | Tx, tenant: Tenant, customer: Customer) {
  const cart = await openCart(db, tenant, customer, false);
  const priced = await priceLines(db, tenant, cart ? await storedCartLines(db, cart.id) : []);
  return { cart, ...priced };
}

/** Priced lines as the normalised cart lines of spec §3. */
export function lineRecords(
  tenant: Tenant,
  { priced, bundle }: { priced: PricedLine[]; bundle: CatalogBundle | null },
) {
  return bundle ? priced.map((line) => cartLineRecord(tenant, bundle, line)) : [];
}

/** The customer's cart as the list call answers it. */
export async function cartList(db: Db, tenant: Tenant, customer: Customer) {
  return lineRecords(tenant, await pricedCart(db, tenant, customer));
}

/** A cart write: the line's product (variant, unit), its new quantity and visit day (tickets). */
export interface CartLineChange extends CatalogRef {
  qty: number;
  visit_date?: string | null | undefined;
}

/** Sets a line's quantity (0 removes it), checking the catalogue and the stock; answers the cart. */
export async function setCartLine(db: Db, tenant: Tenant, customer: Customer, change: CartLineChange) {
  const productId = await checkCatalogRef(db, tenant, change);
  const cart = await openCart(db, tenant, customer);
  if (!cart) throw conflict("cart_unavailable", "The cart could not be opened");
  if (change.qty === 0) {
    await db.delete(cartLines).where(lineMatch(cart.id, productId, change));
    return cartList(db, tenant, customer);
  }
  const { priced } = await priceLines(db, tenant, [
    {
      productId,
      variantId: change.variant_id ? Number(change.variant_id) : null,
      otherUnitPriceId: change.other_unit_price_id ? Number(change.other_unit_price_id) : null,
      qty: change.qty,
    },
  ]);
  const line = priced[0];
  if (!line || line.available < change.qty) {
    throw conflict("out_of_stock", `Only ${line?.available ?? 0} left in stock`);
  }
  await db
    .insert(cartLines)
    .values({
      tenantId: tenant.id,
      cartId: cart.id,
      productId,
      variantId: line.variant?.id ?? null,
      otherUnitPriceId: line.unit?.id ?? null,
      qty: change.qty,
      visitDate: change.visit_date ?? null,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.variantId, cartLines.otherUnitPriceId],
      set: { qty: change.qty, visitDate: change.visit_date ?? null },
    });
  return cartList(db, tenant, customer);
}

/**
 * The cart's line of a product, unit and — when named — variant (spec §4, variants too). Without
 * a variant it is every variant's line of the product and unit, as before variants split lines.
 */
function lineMatch(cartId: number, productId: number, ref: Omit<CatalogRef, "product_id">) {
  return and(
    eq(cartLines.cartId, cartId),
    eq(cartLines.productId, productId),
    variantMatch(cartLines.variantId, ref.variant_id),
    unitMatch(cartLines.otherUnitPriceId, ref.other_unit_price_id),
  );
}

/** Removes a line (by product, unit and variant when named) from the customer's cart; answers the cart. */
export async function removeCartLine(db: Db, tenant: Tenant, customer: Customer, ref: CatalogRef) {
  const cart = await openCart(db, tenant, customer, false);
  if (cart) await db.delete(cartLines).where(lineMatch(cart.id, Number(ref.product_id), ref));
  return cartList(db, tenant, customer);
}

/** Empties the customer's cart. */
export async function clearCart(db: Db, tenant: Tenant, customer: Customer) {
  const cart = await openCart(db, tenant, customer, false);
  if (cart) await db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
}
