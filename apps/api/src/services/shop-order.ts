import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { stockLevels } from "../db/schema";
import { conflict, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { addressSnapshot } from "./addresses";
import { markCartOrdered, pricedCart } from "./cart";
import { couponUserOf, recheckCoupon } from "./coupons";
import { handoverOf, linesNeedDelivery } from "./delivery";
import { imagePath } from "./image-paths";
import { visitDateProblem } from "./line-details";
import { keptDetails } from "./menu-pricing";
import { type OrderPayment, paymentFails, placeIdempotent, requireCardToken } from "./order-placement";
import { type PricedLine, stockTaken, totalsLines } from "./priced-lines";
import { computeTotals } from "./pricing";

/** A shop order: how it is delivered and paid; the lines are the customer's cart. */
export interface ShopOrder extends OrderPayment {
  /** Needed unless every line is digital (then ignored, with the address). */
  delivery_method?: "delivery" | "pickup" | undefined;
  address_id?: string | null | undefined;
  coupon_code?: string | null | undefined;
  note?: string | null | undefined;
}

/** The details an order line keeps: the shopper's, and a ticket's visit day as its `date`. */
function orderLineDetails(line: PricedLine) {
  const details = keptDetails(line.line.details);
  return line.line.visitDate ? { ...details, date: line.line.visitDate } : details;
}

/**
 * Places the customer's cart as an order under an `Idempotency-Key`: prices, stock, address and
 * coupon are checked again inside the transaction, stock is taken and the cart is marked ordered
 * with the order, so a cart is ordered once however many requests race.
 */
export async function placeShopOrder(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  order: ShopOrder,
  request: { idempotencyKey: string | undefined; clientAddress: string },
) {
  requireCardToken(order);
  const couponUser = couponUserOf(tenant, customer, request.clientAddress);
  let cartId = 0;
  return placeIdempotent(
    db,
    tenant,
    { scope: `customer:${customer.id}`, key: request.idempotencyKey, body: order },
    async (tx) => {
      const { cart, priced } = await pricedCart(tx, tenant, customer);
      if (!cart || priced.length === 0) throw conflict("cart_empty", "Your cart is empty");
      cartId = cart.id;
      for (const line of priced) {
        if (line.available < line.line.qty) {
          throw conflict("out_of_stock", `${line.product.name}: only ${line.available} left in stock`);
        }
        // A ticket's day may have passed since it went into the cart.
        const problem = line.line.visitDate ? visitDateProblem(line.line.visitDate) : null;
        if (problem) throw unprocessable("invalid_visit_date", `${line.product.name}: ${problem}`);
      }
      const handover = handoverOf(linesNeedDelivery(priced), order.delivery_method, { required: true });
      const address =
        handover === "delivery" ? await addressSnapshot(tx, tenant, customer, order.address_id) : null;
      const subtotal = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.line.qty, 0);
      const coupon = await recheckCoupon(tx, tenant, order.coupon_code, subtotal, couponUser);
      const totals = computeTotals(totalsLines(priced), coupon, handover);
      return {
        customerId: customer.id,
        cartId: cart.id,
        channel: "shop" as const,
        paymentMethod: order.payment_method,
        paymentFails: paymentFails(order),
        deliveryMethod: handover,
        address,
        couponCode: coupon?.code ?? null,
        couponUser,
        totals,
        note: order.note ?? null,
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
          details: orderLineDetails(line),
          qty: line.line.qty,
          unitPriceMinor: line.unitPriceMinor,
        })),
        stockTakes: priced.map((line) => ({
          variantId: line.variant?.id ?? null,
          take: stockTaken(line.line.qty, line.multiplier),
        })),
      };
    },
    async (tx, _order, draft) => {
      for (const take of draft.stockTakes ?? []) {
        if (!take.variantId) continue;
        const updated = await tx
          .update(stockLevels)
          .set({ quantity: sql`${stockLevels.quantity} - ${take.take}` })
          .where(and(eq(stockLevels.variantId, take.variantId), sql`${stockLevels.quantity} >= ${take.take}`))
          .returning({ id: stockLevels.variantId });
        if (updated.length === 0) throw conflict("out_of_stock", "An item ran out of stock");
      }
      await markCartOrdered(tx, cartId);
    },
  );
}
