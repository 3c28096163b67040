import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import type { Tenant } from "../tenancy";
import { addressSnapshot } from "./addresses";
import { recheckCoupon } from "./coupons";
import { type MenuOrderItem, menuTotalsLines, priceMenuItems } from "./menu-pricing";
import { type OrderPayment, paymentFails, placeIdempotent, requireCardToken } from "./order-placement";
import { computeTotals } from "./pricing";

/** A kiosk order: menu items, payment, and who and where to serve. */
export interface KioskOrder extends OrderPayment {
  items: MenuOrderItem[];
  customer_name?: string | null | undefined;
  table_number?: string | null | undefined;
  note?: string | null | undefined;
}

/** Places a kiosk order (no customer, picked up; idempotent per kiosk and key). */
export function placeKioskOrder(
  db: Db,
  tenant: Tenant,
  order: KioskOrder,
  idempotencyKey: string | undefined,
) {
  requireCardToken(order);
  return placeIdempotent(db, tenant, { scope: "kiosk", key: idempotencyKey, body: order }, async (tx) => {
    const lines = await priceMenuItems(tx, tenant, order.items);
    return {
      customerId: null,
      cartId: null,
      channel: "kiosk" as const,
      paymentMethod: order.payment_method,
      paymentFails: paymentFails(order),
      deliveryMethod: "pickup",
      address: null,
      couponCode: null,
      totals: computeTotals(menuTotalsLines(lines), null, "pickup"),
      note: order.note ?? null,
      extra: { customer_name: order.customer_name ?? null, table_number: order.table_number ?? null },
      lines,
    };
  });
}

/** A sugar checkout: menu items bought straight away, delivered or picked up, with a coupon. */
export interface SugarOrder extends OrderPayment {
  items: MenuOrderItem[];
  delivery_method: "delivery" | "pickup";
  address_id?: string | null | undefined;
  coupon_code?: string | null | undefined;
  note?: string | null | undefined;
}

/** Places a sugar checkout order for the customer (idempotent per customer and key). */
export function placeSugarOrder(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  order: SugarOrder,
  idempotencyKey: string | undefined,
) {
  requireCardToken(order);
  return placeIdempotent(
    db,
    tenant,
    { scope: `customer:${customer.id}`, key: idempotencyKey, body: order },
    async (tx) => {
      const lines = await priceMenuItems(tx, tenant, order.items);
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.qty, 0);
      const coupon = await recheckCoupon(tx, tenant, order.coupon_code, subtotal);
      const address =
        order.delivery_method === "delivery"
          ? await addressSnapshot(tx, tenant, customer, order.address_id)
          : null;
      return {
        customerId: customer.id,
        cartId: null,
        channel: "sugar" as const,
        paymentMethod: order.payment_method,
        paymentFails: paymentFails(order),
        deliveryMethod: order.delivery_method,
        address,
        couponCode: coupon?.code ?? null,
        totals: computeTotals(menuTotalsLines(lines), coupon, order.delivery_method),
        note: order.note ?? null,
        lines,
      };
    },
  );
}
