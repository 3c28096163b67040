import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { DELIVERY_METHODS, menuOrderShape, orderDetailSchema } from "./checkout.js";
import { langSchema, money, recordIdSchema, text } from "./common.js";

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

/** The restaurant's menu (menu, digital menu, kiosk). */
export const getMenu = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/restaurant/menu",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(menuSectionSchema),
});

/**
 * A kiosk order: no customer account; needs an `Idempotency-Key`. Prices from the menu; options
 * checked against their groups. Errors: 404 `menu_item_not_found`; 422 `item_unavailable`,
 * `invalid_options`; 402 `payment_failed`.
 */
export const placeKioskOrder = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/restaurant/kiosk_order",
  auth: "partner",
  body: z.strictObject({
    ...menuOrderShape,
    payment_method: z.enum(["card", "cod"]),
    customer_name: z.optional(z.nullable(text(1, 60))),
    table_number: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,8}$/)))),
  }),
  response: orderDetailSchema,
});

/**
 * Sugar checkout (restaurant partners with isSugar): the items of the sugar cart, for delivery or
 * pickup; needs login and an `Idempotency-Key`. Errors as place_order and the kiosk order.
 */
export const sugarCheckout = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/restaurant/sugar_checkout",
  auth: "customer",
  body: z.strictObject({
    ...menuOrderShape,
    delivery_method: z.enum(DELIVERY_METHODS),
    address_id: z.optional(z.nullable(recordIdSchema)),
    coupon_code: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))),
  }),
  response: orderDetailSchema,
});
