import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { ORDER_CHANNELS, orderDetailSchema } from "./checkout.js";
import { idParamsSchema, paginated, paginationQueryShape, text } from "./common.js";

// The header's name lives in a zod-free module, like the other request headers.
export { STAFF_KEY_HEADER } from "../request-headers.js";

/**
 * Calls of the partner's staff (a counter, a kitchen screen), authenticated by the partner's
 * bearer token and a staff key in `X-Staff-Key` (`auth: "staff"`). A missing, revoked or another
 * partner's key → 401 `invalid_staff_key`. No shopper's page holds a staff key.
 */

/** The order statuses a staff list can filter on. */
export const STAFF_ORDER_STATUSES = [
  "placed",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const;

/**
 * The partner's orders, newest first — every customer's and the anonymous ones of kiosks and
 * tables — optionally of one channel (`?channel=kiosk`) or status, with their lines.
 */
export const listStaffOrders = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/staff/orders",
  auth: "staff",
  query: z.strictObject({
    channel: z.optional(z.enum(ORDER_CHANNELS)),
    status: z.optional(z.enum(STAFF_ORDER_STATUSES)),
    ...paginationQueryShape,
  }),
  response: paginated(orderDetailSchema),
});

/**
 * Voids an order that was placed but not yet shipped (a prank kiosk order, a table that left):
 * its status becomes `cancelled` (with the reason in its timeline), the stock it took comes back,
 * its coupon use is given back, a card payment is marked `refunded`, and the customer's statement
 * (if any) is evened out. Errors: 404 `order_not_found`; 409 `not_voidable` (shipped, delivered,
 * already cancelled, or a plan or voucher purchase).
 */
export const voidStaffOrder = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/staff/orders/:id/void",
  auth: "staff",
  params: idParamsSchema,
  body: z.strictObject({ reason: z.optional(text(1, 200)) }),
  response: orderDetailSchema,
});

/**
 * Moves a restaurant order on in the kitchen (a kitchen screen's "preparing", "ready",
 * "collected"): only forward, one or more steps, and the diner's page shows it at its next poll.
 * Errors: 404 `order_not_found`; 409 `not_a_kitchen_order` (not a restaurant order), 409
 * `order_cancelled` (voided), 409 `not_forward` (the order is already at or past that step).
 */
export const advanceStaffOrder = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/staff/orders/:id/kitchen_status",
  auth: "staff",
  params: idParamsSchema,
  body: z.strictObject({ kitchen_status: z.enum(["preparing", "ready", "collected"]) }),
  response: orderDetailSchema,
});
