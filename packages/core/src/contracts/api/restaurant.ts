import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import {
  DELIVERY_METHODS,
  KITCHEN_STATUSES,
  menuOrderShape,
  orderDetailSchema,
  PAYMENT_METHODS,
} from "./checkout.js";
import { idParamsSchema, langSchema, money, recordIdSchema, text } from "./common.js";

/** An option of a menu item (a size, an extra). */
export const menuOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  price: money,
});

/** A group of options: choose between `min` and `max` of them. */
export const menuOptionGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  min: z.number(),
  max: z.number(),
  options: z.array(menuOptionSchema),
});

/** A menu item. */
export const menuItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  description: z.nullable(z.string()),
  description_lang: langSchema,
  price: money,
  image: z.string(),
  available: z.boolean(),
  option_groups: z.array(menuOptionGroupSchema),
});

/** A menu section with its items. */
export const menuSectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  items: z.array(menuItemSchema),
});

// The header's name lives in a zod-free module (a kiosk sends it without loading zod).
export { DEVICE_HEADER } from "../request-headers.js";

/** An `X-Device-Id` value: 8–64 letters, digits, `-` or `_`. */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The restaurant's menu (menu, digital menu, kiosk). Not a restaurant partner → 403 `not_a_restaurant`. */
export const getMenu = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/restaurant/menu",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(menuSectionSchema),
});

/**
 * An order from a kiosk (`channel` kiosk) or from the digital menu at a table (`channel` table,
 * with its `table_number`). Needs an `Idempotency-Key`, scoped to the caller: the logged-in
 * customer (whose order lists then show it), else the device of `X-Device-Id` (required without a
 * customer). Prices from the menu; options checked against their groups. Errors: 400
 * `device_id_required`; 403 `not_a_restaurant`; 404 `menu_item_not_found`; 422
 * `item_unavailable`, `invalid_options` (with the group in `errors`), `table_number_required`;
 * 402 `payment_failed`; 429 `too_many_attempts` with `Retry-After` — an order without a customer
 * needs only the partner's public token, so such orders are limited per device and per address
 * (the partner's staff see and void them: `contracts/api/staff`).
 */
export const placeKioskOrder = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/restaurant/kiosk_order",
  auth: "partner",
  body: z.strictObject({
    ...menuOrderShape,
    payment_method: z.enum(PAYMENT_METHODS),
    /** Where the order was placed; a table order needs its table number. Default `kiosk`. */
    channel: z.optional(z.enum(["kiosk", "table"])),
    customer_name: z.optional(z.nullable(text(1, 60))),
    table_number: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,8}$/)))),
  }),
  response: orderDetailSchema,
});

/**
 * Sugar checkout (restaurant partners with isSugar): orders the customer's cart (menu lines with
 * their options and notes, priced on the server) for delivery or pickup; needs login and an
 * `Idempotency-Key`, and orders a cart at most once. Errors as place_order, plus 403
 * `not_a_sugar_partner`, 422 `item_unavailable`, `invalid_options`.
 */
export const sugarCheckout = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/restaurant/sugar_checkout",
  auth: "customer",
  body: z.strictObject({
    note: menuOrderShape.note,
    payment_method: menuOrderShape.payment_method,
    card_token: menuOrderShape.card_token,
    simulate_payment_failure: menuOrderShape.simulate_payment_failure,
    delivery_method: z.enum(DELIVERY_METHODS),
    address_id: z.optional(z.nullable(recordIdSchema)),
    coupon_code: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))),
  }),
  response: orderDetailSchema,
});

/** Where a restaurant order stands: its kitchen step, and its order status (`cancelled` once voided). */
export const menuOrderStatusSchema = z.object({
  _id: z.string(),
  order_ref: z.string(),
  status: z.string(),
  kitchen_status: z.enum(KITCHEN_STATUSES),
});

/**
 * Where one of the caller's restaurant orders stands, for the page the diner watches after
 * ordering (polled). Only whoever placed it reads it: the logged-in customer whose order it is
 * (`X-customer-token`), or the device of the `X-Device-Id` that placed it (a kiosk, a phone at a
 * table). Errors: 403 `not_a_restaurant`; 404 `order_not_found` for another tenant's, another
 * device's or another customer's order, as for one that does not exist.
 */
export const getMenuOrderStatus = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/restaurant/orders/:id/status",
  auth: "partner",
  params: idParamsSchema,
  query: z.strictObject({}),
  response: menuOrderStatusSchema,
});

/** A menu option. */
export type MenuOption = z.infer<typeof menuOptionSchema>;
/** A menu option group. */
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;
/** A menu item. */
export type MenuItem = z.infer<typeof menuItemSchema>;
/** A menu section. */
export type MenuSection = z.infer<typeof menuSectionSchema>;
/** Where a restaurant order stands. */
export type MenuOrderStatus = z.infer<typeof menuOrderStatusSchema>;
