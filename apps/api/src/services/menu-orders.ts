import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { ApiError, conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { countRequest, limitBucket } from "./address-limits";
import { addressSnapshot } from "./addresses";
import { clearCart, markCartOrdered, pricedCart } from "./cart";
import { couponUserOf, recheckCoupon } from "./coupons";
import { orderDeviceKey } from "./kitchen-status";
import { menuLineTotals } from "./menu-cart-lines";
import { type MenuOrderItem, menuOrderLine, menuTotalsLines, priceMenuItems } from "./menu-pricing";
import { type OrderPayment, paymentFails, placeIdempotent, requireCardToken } from "./order-placement";
import { computeTotals } from "./pricing";
import { requireRestaurant, requireSugar } from "./restaurant-access";

/** A kiosk or table order: menu items, payment, and who and where to serve. */
export interface KioskOrder extends OrderPayment {
  items: MenuOrderItem[];
  channel?: "kiosk" | "table" | undefined;
  customer_name?: string | null | undefined;
  table_number?: string | null | undefined;
  note?: string | null | undefined;
}

/** Who places an anonymous-or-not menu order: the logged-in customer, else the device; and from where. */
export interface MenuOrderCaller {
  customer: Customer | null;
  deviceId: string | undefined;
  clientAddress: string;
}

/**
 * Counts an order without a customer per device and per address, inside the order's transaction:
 * a replayed key does not count again, a refused order is rolled back with its count.
 */
async function countAnonymousOrder(tx: Tx, tenant: Tenant, caller: MenuOrderCaller) {
  if (caller.customer) return;
  await countRequest(
    tx,
    "anonymousOrdersPerDevice",
    limitBucket("anonymousOrdersPerDevice", tenant, caller.deviceId ?? ""),
  );
  await countRequest(
    tx,
    "anonymousOrdersPerAddress",
    limitBucket("anonymousOrdersPerAddress", tenant, caller.clientAddress),
  );
}

/**
 * The idempotency scope of a menu order: the caller's own, never the tenant's (a key replayed by
 * another kiosk or phone must not answer this one's order). A customer's orders share the
 * customer's scope with the shop's checkout; an anonymous device needs `X-Device-Id`.
 */
function callerScope(caller: MenuOrderCaller): string {
  if (caller.customer) return `customer:${caller.customer.id}`;
  if (!caller.deviceId) {
    throw new ApiError(
      400,
      "device_id_required",
      "Send an X-Device-Id header (8–64 letters, digits, - or _)",
    );
  }
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(caller.deviceId)) {
    throw new ApiError(400, "validation_failed", "Invalid X-Device-Id", [
      { path: "headers.x-device-id", message: "Expected 8 to 64 letters, digits, - or _" },
    ]);
  }
  return `device:${caller.deviceId}`;
}

/**
 * Places a kiosk or table order (picked up or served; idempotent per caller and key). A
 * logged-in diner's order is theirs (their order lists show it, with its channel) and empties
 * their server cart, whose lines it was made of.
 */
export function placeKioskOrder(
  db: Db,
  tenant: Tenant,
  caller: MenuOrderCaller,
  order: KioskOrder,
  idempotencyKey: string | undefined,
) {
  requireRestaurant(tenant);
  requireCardToken(order);
  const channel = order.channel ?? "kiosk";
  if (channel === "table" && !order.table_number) {
    throw new ApiError(422, "table_number_required", "A table order needs the table number");
  }
  const customer = caller.customer;
  return placeIdempotent(
    db,
    tenant,
    { scope: callerScope(caller), key: idempotencyKey, body: order },
    async (tx) => {
      await countAnonymousOrder(tx, tenant, caller);
      const lines = await priceMenuItems(tx, tenant, order.items);
      return {
        customerId: customer?.id ?? null,
        cartId: null,
        channel,
        paymentMethod: order.payment_method,
        paymentFails: paymentFails(order),
        deliveryMethod: channel === "table" ? "dine_in" : "pickup",
        address: null,
        couponCode: null,
        totals: computeTotals(menuTotalsLines(lines), null, "pickup"),
        note: order.note ?? null,
        extra: { customer_name: order.customer_name ?? null, table_number: order.table_number ?? null },
        kitchenStatus: "received",
        deviceKey: orderDeviceKey(tenant, caller.deviceId),
        lines,
      };
    },
    async (tx) => {
      if (customer) await clearCart(tx, tenant, customer);
    },
  );
}

/** A sugar checkout: the customer's cart, delivered or picked up, with a coupon. */
export interface SugarOrder extends OrderPayment {
  delivery_method: "delivery" | "pickup";
  address_id?: string | null | undefined;
  coupon_code?: string | null | undefined;
  note?: string | null | undefined;
}

/**
 * Places the customer's cart (menu lines with their options and notes, priced from the menu now)
 * as a sugar order, idempotent per customer and key; the cart is ordered at most once.
 */
export function placeSugarOrder(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  order: SugarOrder,
  request: { idempotencyKey: string | undefined; clientAddress: string },
) {
  requireSugar(tenant);
  const couponUser = couponUserOf(tenant, customer, request.clientAddress);
  requireCardToken(order);
  let cartId = 0;
  return placeIdempotent(
    db,
    tenant,
    { scope: `customer:${customer.id}`, key: request.idempotencyKey, body: order },
    async (tx) => {
      const { cart, menu } = await pricedCart(tx, tenant, customer);
      if (!cart || menu.length === 0) throw conflict("cart_empty", "Your cart is empty");
      cartId = cart.id;
      const subtotal = menu.reduce((sum, l) => sum + l.choice.unitPriceMinor * l.line.qty, 0);
      const coupon = await recheckCoupon(tx, tenant, order.coupon_code, subtotal, couponUser);
      const address =
        order.delivery_method === "delivery"
          ? await addressSnapshot(tx, tenant, customer, order.address_id)
          : null;
      return {
        customerId: customer.id,
        cartId: cart.id,
        channel: "sugar" as const,
        paymentMethod: order.payment_method,
        paymentFails: paymentFails(order),
        deliveryMethod: order.delivery_method,
        address,
        couponCode: coupon?.code ?? null,
        couponUser,
        totals: computeTotals(menuLineTotals(menu), coupon, order.delivery_method),
        note: order.note ?? null,
        kitchenStatus: "received",
        lines: menu.map((l) => menuOrderLine(l.choice, l.line.qty, l.line.details)),
      };
    },
    (tx) => markCartOrdered(tx, cartId),
  );
}
