import * as cartApi from "@storefront/core/contracts/api/cart";
import * as couponApi from "@storefront/core/contracts/api/coupon";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db, Tx } from "../db/client";
import { cartLines, carts, otherUnitPrices, products, productVariants, wishlistItems } from "../db/schema";
import { type Customer, route, type Services } from "../http";
import { ApiError, conflict, notFound } from "../lib/errors";
import { cartLineRecord, priceLines, type StoredLine } from "../services/catalog";
import { computeTotals, couponData, couponProblem, findCoupon, totalsRecord } from "../services/pricing";
import type { Tenant } from "../tenancy";

/** The customer's open cart (created on first use). */
export async function openCart(db: Db | Tx, tenant: Tenant, customer: Customer, create = true) {
  const find = () =>
    db
      .select()
      .from(carts)
      .where(and(eq(carts.tenantId, tenant.id), eq(carts.customerId, customer.id), eq(carts.status, "open")))
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

async function cartList(db: Db, tenant: Tenant, customer: Customer) {
  const cart = await openCart(db, tenant, customer, false);
  if (!cart) return [];
  const { priced, bundle } = await priceLines(db, tenant, await storedCartLines(db, cart.id));
  return bundle ? priced.map((line) => cartLineRecord(tenant, bundle, line)) : [];
}

async function wishList(db: Db, tenant: Tenant, customer: Customer) {
  const stored = await db
    .select({
      productId: wishlistItems.productId,
      variantId: wishlistItems.variantId,
      otherUnitPriceId: wishlistItems.otherUnitPriceId,
    })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, tenant.id), eq(wishlistItems.customerId, customer.id)))
    .orderBy(asc(wishlistItems.id));
  const { priced, bundle } = await priceLines(
    db,
    tenant,
    stored.map((line) => ({ ...line, qty: 1 })),
  );
  return bundle ? priced.map((line) => cartLineRecord(tenant, bundle, line)) : [];
}

/** Checks that a product (and its variant and unit) exist in the tenant's catalogue. */
async function checkCatalogue(
  db: Db,
  tenant: Tenant,
  body: { product_id: string; variant_id?: string | null; other_unit_price_id?: string | null },
) {
  const productId = Number(body.product_id);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.id, productId)))
    .limit(1);
  if (!product) throw notFound("product_not_found", "This product does not exist");
  if (body.variant_id) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.id, Number(body.variant_id))))
      .limit(1);
    if (!variant) throw notFound("variant_not_found", "This variant does not exist");
  }
  if (body.other_unit_price_id) {
    const [unit] = await db
      .select({ id: otherUnitPrices.id })
      .from(otherUnitPrices)
      .where(
        and(
          eq(otherUnitPrices.productId, productId),
          eq(otherUnitPrices.id, Number(body.other_unit_price_id)),
        ),
      )
      .limit(1);
    if (!unit) throw notFound("unit_not_found", "This unit price does not exist");
  }
  return productId;
}

const unitMatch = (
  column: typeof cartLines.otherUnitPriceId | typeof wishlistItems.otherUnitPriceId,
  id?: string | null,
): SQL => (id ? eq(column, Number(id)) : isNull(column));

/** Registers cart, wishlist, cart summary and coupon check routes. */
export function registerCartRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, cartApi.getCartList, async ({ tenant, customer }) => ({
    data: await cartList(db, tenant, customer),
  }));

  route(app, services, cartApi.updateCart, async ({ tenant, customer, body }) => {
    const productId = await checkCatalogue(db, tenant, body);
    const cart = await openCart(db, tenant, customer);
    if (!cart) throw conflict("cart_unavailable", "The cart could not be opened");
    const match = and(
      eq(cartLines.cartId, cart.id),
      eq(cartLines.productId, productId),
      unitMatch(cartLines.otherUnitPriceId, body.other_unit_price_id),
    );
    if (body.qty === 0) {
      await db.delete(cartLines).where(match);
    } else {
      const { priced } = await priceLines(db, tenant, [
        {
          productId,
          variantId: body.variant_id ? Number(body.variant_id) : null,
          otherUnitPriceId: body.other_unit_price_id ? Number(body.other_unit_price_id) : null,
          qty: body.qty,
        },
      ]);
      const line = priced[0];
      if (!line || line.available < body.qty) {
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
          qty: body.qty,
          visitDate: body.visit_date ?? null,
        })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId, cartLines.otherUnitPriceId],
          set: { qty: body.qty, variantId: line.variant?.id ?? null, visitDate: body.visit_date ?? null },
        });
    }
    return {
      data: await cartList(db, tenant, customer),
      msg: body.qty === 0 ? "Removed from cart" : "Cart updated",
    };
  });

  route(app, services, cartApi.removeCartItem, async ({ tenant, customer, body }) => {
    const cart = await openCart(db, tenant, customer, false);
    if (cart) {
      await db
        .delete(cartLines)
        .where(
          and(
            eq(cartLines.cartId, cart.id),
            eq(cartLines.productId, Number(body.product_id)),
            unitMatch(cartLines.otherUnitPriceId, body.other_unit_price_id),
          ),
        );
    }
    return { data: await cartList(db, tenant, customer), msg: "Removed from cart" };
  });

  route(app, services, cartApi.clearCart, async ({ tenant, customer }) => {
    const cart = await openCart(db, tenant, customer, false);
    if (cart) await db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    return { data: [], msg: "Cart cleared" };
  });

  route(app, services, cartApi.getCartSummary, async ({ tenant, customer, query }) => {
    const cart = await openCart(db, tenant, customer, false);
    const { priced, bundle } = await priceLines(db, tenant, cart ? await storedCartLines(db, cart.id) : []);
    const lines = bundle ? priced.map((line) => cartLineRecord(tenant, bundle, line)) : [];
    const totalsLines = priced.map((line) => ({
      unitPriceMinor: line.unitPriceMinor,
      qty: line.line.qty,
      taxRateBp: line.product.taxRateBp,
    }));
    let coupon: { code: string; valid: boolean; msg: string } | null = null;
    let applied = null;
    if (query.coupon_code) {
      const row = await findCoupon(db, tenant, query.coupon_code);
      const subtotal = totalsLines.reduce((sum, line) => sum + line.unitPriceMinor * line.qty, 0);
      const problem = couponProblem(row, subtotal);
      coupon = {
        code: query.coupon_code.toUpperCase(),
        valid: problem === null,
        msg: problem ?? "Coupon applied",
      };
      if (!problem) applied = row;
    }
    const totals = computeTotals(totalsLines, applied, query.delivery_method ?? "delivery");
    return {
      data: {
        lines,
        item_count: priced.reduce((sum, line) => sum + line.line.qty, 0),
        totals: totalsRecord(totals, tenant.currency),
        coupon,
      },
    };
  });

  route(app, services, cartApi.getWishList, async ({ tenant, customer }) => ({
    data: await wishList(db, tenant, customer),
  }));

  route(app, services, cartApi.addWishListItem, async ({ tenant, customer, body }) => {
    const productId = await checkCatalogue(db, tenant, body);
    await db
      .insert(wishlistItems)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        productId,
        variantId: body.variant_id ? Number(body.variant_id) : null,
        otherUnitPriceId: body.other_unit_price_id ? Number(body.other_unit_price_id) : null,
      })
      .onConflictDoNothing();
    return { data: await wishList(db, tenant, customer), msg: "Added to wishlist" };
  });

  route(app, services, cartApi.removeWishListItem, async ({ tenant, customer, body }) => {
    await db
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.tenantId, tenant.id),
          eq(wishlistItems.customerId, customer.id),
          eq(wishlistItems.productId, Number(body.product_id)),
          unitMatch(wishlistItems.otherUnitPriceId, body.other_unit_price_id),
        ),
      );
    return { data: await wishList(db, tenant, customer), msg: "Removed from wishlist" };
  });

  route(app, services, couponApi.checkCoupon, async ({ tenant, body }) => {
    const row = await findCoupon(db, tenant, body.code);
    if (!row) throw new ApiError(404, "coupon_not_found", "This coupon code does not exist");
    return { data: couponData(row), msg: row.active ? "Coupon found" : "Coupon not valid" };
  });
}
