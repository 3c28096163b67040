import * as checkoutApi from "@storefront/core/contracts/api/checkout";
import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import { and, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Tx } from "../db/client";
import { addresses, carts, stockLevels } from "../db/schema";
import { type Customer, route, type Services } from "../http";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import { imagePath, priceLines } from "../services/catalog";
import { paymentFails, placeIdempotent, requireCardToken } from "../services/orders";
import {
  computeTotals,
  couponProblem,
  DELIVERY_FEE_MINOR,
  FREE_DELIVERY_FROM_MINOR,
  findCoupon,
} from "../services/pricing";
import type { Tenant } from "../tenancy";
import { openCart, storedCartLines } from "./cart";

/** The address snapshot of an order; someone else's address is "not found". */
export async function addressSnapshot(
  tx: Tx,
  tenant: Tenant,
  customer: Customer,
  addressId: string | null | undefined,
) {
  if (!addressId) throw unprocessable("address_required", "Choose a delivery address");
  const [row] = await tx
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.tenantId, tenant.id),
        eq(addresses.customerId, customer.id),
        eq(addresses.id, Number(addressId)),
      ),
    )
    .limit(1);
  if (!row) throw notFound("address_not_found", "This address does not exist");
  const { id, tenantId: _t, customerId: _c, createdAt: _d, ...rest } = row;
  return { _id: String(id), ...rest };
}

/** Checks a coupon at order time; answers the coupon row or throws the spec §5 message. */
export async function recheckCoupon(
  tx: Tx,
  tenant: Tenant,
  code: string | null | undefined,
  subtotal: number,
) {
  if (!code) return null;
  const row = await findCoupon(tx, tenant, code);
  const problem = couponProblem(row, subtotal);
  if (problem) throw unprocessable("coupon_invalid", problem);
  return row;
}

/** Registers checkout options and order placement. */
export function registerCheckoutRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, checkoutApi.getCheckoutOptions, async ({ tenant }) => ({
    data: {
      delivery_methods: [
        {
          id: "delivery" as const,
          name: "Home delivery",
          name_lang: { en: "Home delivery", ar: "توصيل للمنزل" },
          price: toMajor(DELIVERY_FEE_MINOR),
          free_from: toMajor(FREE_DELIVERY_FROM_MINOR),
        },
        {
          id: "pickup" as const,
          name: "Pick up in store",
          name_lang: { en: "Pick up in store", ar: "الاستلام من المتجر" },
          price: 0,
          free_from: null,
        },
      ],
      payment_methods: [
        { id: "card" as const, name: "Card", name_lang: { en: "Card", ar: "بطاقة" } },
        {
          id: "cod" as const,
          name: "Cash on delivery",
          name_lang: { en: "Cash on delivery", ar: "الدفع عند الاستلام" },
        },
      ],
      test_card_tokens: { ...checkoutApi.TEST_CARD_TOKENS },
      currency: tenant.currency,
    },
  }));

  route(app, services, checkoutApi.placeOrder, async ({ c, tenant, customer, body }) => {
    requireCardToken(body);
    let cartId = 0;
    const answer = await placeIdempotent(
      db,
      tenant,
      { scope: `customer:${customer.id}`, key: c.req.header(IDEMPOTENCY_HEADER), body },
      async (tx) => {
        const cart = await openCart(tx, tenant, customer, false);
        const stored = cart ? await storedCartLines(tx, cart.id) : [];
        const { priced } = await priceLines(tx, tenant, stored);
        if (!cart || priced.length === 0) throw conflict("cart_empty", "Your cart is empty");
        cartId = cart.id;
        for (const line of priced) {
          if (line.available < line.line.qty) {
            throw conflict("out_of_stock", `${line.product.name}: only ${line.available} left in stock`);
          }
        }
        const address =
          body.delivery_method === "delivery"
            ? await addressSnapshot(tx, tenant, customer, body.address_id)
            : null;
        const subtotal = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.line.qty, 0);
        const coupon = await recheckCoupon(tx, tenant, body.coupon_code, subtotal);
        const totals = computeTotals(
          priced.map((line) => ({
            unitPriceMinor: line.unitPriceMinor,
            qty: line.line.qty,
            taxRateBp: line.product.taxRateBp,
          })),
          coupon,
          body.delivery_method,
        );
        return {
          customerId: customer.id,
          cartId: cart.id,
          channel: "shop" as const,
          paymentMethod: body.payment_method,
          paymentFails: paymentFails(body),
          deliveryMethod: body.delivery_method,
          address,
          couponCode: coupon?.code ?? null,
          totals,
          note: body.note ?? null,
          lines: priced.map((line) => ({
            productId: line.product.id,
            variantId: line.variant?.id ?? null,
            otherUnitPriceId: line.unit?.id ?? null,
            vendorId: line.product.vendorId,
            name: line.product.name,
            nameLang: line.product.nameLang,
            sku: line.variant?.sku ?? line.product.sku,
            image: line.variant ? imagePath.variant(line.variant.id) : imagePath.product(line.product.id),
            options: line.unit
              ? [{ id: String(line.unit.id), name: line.unit.name, price: toMajor(line.unitPriceMinor) }]
              : [],
            qty: line.line.qty,
            unitPriceMinor: line.unitPriceMinor,
          })),
          stockTakes: priced.map((line) => ({
            variantId: line.variant?.id ?? null,
            take: Math.ceil(line.line.qty * line.multiplier),
          })),
        };
      },
      async (tx, _order, draft) => {
        for (const take of draft.stockTakes ?? []) {
          if (!take.variantId) continue;
          const updated = await tx
            .update(stockLevels)
            .set({ quantity: sql`${stockLevels.quantity} - ${take.take}` })
            .where(
              and(eq(stockLevels.variantId, take.variantId), sql`${stockLevels.quantity} >= ${take.take}`),
            )
            .returning({ id: stockLevels.variantId });
          if (updated.length === 0) throw conflict("out_of_stock", "An item ran out of stock");
        }
        const marked = await tx
          .update(carts)
          .set({ status: "ordered", orderedAt: new Date() })
          .where(and(eq(carts.id, cartId), eq(carts.status, "open")))
          .returning({ id: carts.id });
        if (marked.length === 0) throw conflict("cart_already_ordered", "This cart was already ordered");
      },
    );
    return { stored: answer };
  });
}
