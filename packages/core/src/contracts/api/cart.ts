import { z } from "zod/mini";
import { normaliseLine } from "../../lines/normalise-line.js";
import { type CartLine, cartLineSchema, LINE_DETAIL_LIMITS, lineDetailsSchema } from "../cart-line.js";
import { defineEndpoint } from "../endpoint.js";
import { isoDateSchema, money, recordIdSchema } from "./common.js";

/** `normaliseLine` as a parsing step: a record that cannot be a line is an issue. */
function toCartLine<T>() {
  return z.transform((record: T, ctx): CartLine => {
    const line = normaliseLine(record);
    if (line) return line;
    ctx.issues.push({ code: "custom", message: "Not a cart line", input: record });
    return z.NEVER;
  });
}

/**
 * One line of a cart or wishlist answer: a normalised `CartLine` (what the reference server sends;
 * its fields are the contract's) or a source record that normalises into one (spec §3: data nested
 * under `self`, `price_master`…). Either way the result is `normaliseLine`'s, caps included; a
 * record that cannot be a line fails validation.
 */
export const serverLineSchema = z.union([
  z.pipe(cartLineSchema, toCartLine<CartLine>()),
  z.pipe(z.unknown(), toCartLine<unknown>()),
]);

/**
 * What a request says was chosen on a line beyond its product and unit: the option ids (a menu
 * item's size, extras) and the shopper's details (a note, a name, a day). Both are part of the
 * line's identity (`lineKeyString`), so they name the line in writes and removals alike.
 */
export const lineChoiceShape = {
  option_ids: z.optional(z.array(recordIdSchema).check(z.maxLength(LINE_DETAIL_LIMITS.options))),
  details: z.optional(z.nullable(z.strictObject(lineDetailsSchema.shape))),
};

/**
 * Cart and wishlist of the logged-in customer. Every list answer has the lines in the body's
 * `data` field (spec §7: "list read from data.data"). Prices come from the catalogue, never from
 * the client.
 */
const lines = z.array(serverLineSchema);

/**
 * The cart lines (spec §7: `GET /get_cart_list`, customer-authenticated; the list read from the
 * body's `data`).
 */
export const getCartList = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/get_cart_list",
  auth: "customer",
  query: z.strictObject({}),
  response: lines,
});

/**
 * Sets a line (spec §4): `qty` > 0 adds or replaces the line matched by core's `lineKeyString` —
 * product, variant (the product's default when none is sent), other unit price, and its options and
 * details (see `lineChoiceShape`); `qty` 0 removes it (without `variant_id`: every variant's line
 * of the product, unit and choices). Answers the whole cart. On a restaurant partner the cart holds
 * menu items: `product_id` is a menu item id, priced with its options on the server. Errors: 404
 * `product_not_found`, `variant_not_found`, `unit_not_found`, `menu_item_not_found`; 409
 * `out_of_stock`; 422 `item_unavailable`, `invalid_options` (with the group), `invalid_visit_date`
 * (a ticket's `visit_date` that has passed or is more than a year ahead). A ticket line answers its
 * day in `visit_date`; on anything but a ticket `visit_date` is not kept.
 */
export const updateCart = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/update_cart",
  auth: "customer",
  body: z.strictObject({
    product_id: recordIdSchema,
    variant_id: z.optional(z.nullable(recordIdSchema)),
    other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
    qty: z.number().check(z.int(), z.gte(0), z.lte(999)),
    /** Adventure-park tickets: the day of the visit. */
    visit_date: z.optional(z.nullable(isoDateSchema)),
    ...lineChoiceShape,
  }),
  response: lines,
});

/**
 * Removes the line of a product, other unit price, options and details, and — when sent — variant;
 * without `variant_id` every variant's line of the product, unit and choices. Answers the whole cart.
 */
export const removeCartItem = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/remove_cart_item",
  auth: "customer",
  body: z.strictObject({
    product_id: recordIdSchema,
    variant_id: z.optional(z.nullable(recordIdSchema)),
    other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
    ...lineChoiceShape,
  }),
  response: lines,
});

/** Empties the cart. */
export const clearCart = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/clear_cart",
  auth: "customer",
  body: z.strictObject({}),
  response: lines,
});

/** The outcome of a coupon applied to totals. */
export const appliedCouponSchema = z.object({ code: z.string(), valid: z.boolean(), msg: z.string() });

/** Server-computed totals of a cart (or an order), in major units. */
export const totalsSchema = z.object({
  subtotal: money,
  discount: money,
  delivery: money,
  tax: money,
  total: money,
  currency: z.string(),
});

/**
 * The cart with totals computed on the server, the coupon checked as at order time. The
 * `coupon.msg` of an invalid coupon is the spec §5 message.
 */
export const getCartSummary = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/cart_summary",
  auth: "customer",
  query: z.strictObject({
    coupon_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    delivery_method: z.optional(z.enum(["delivery", "pickup"])),
  }),
  response: z.object({
    lines,
    item_count: z.number(),
    totals: totalsSchema,
    coupon: z.nullable(appliedCouponSchema),
  }),
});

/** The wishlist lines (spec §7: `GET /get_wish_list`, like `getCartList`). */
export const getWishList = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/get_wish_list",
  auth: "customer",
  query: z.strictObject({}),
  response: lines,
});

/** Adds a product to the wishlist (adding twice keeps one line); answers the wishlist. */
export const addWishListItem = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/add_wish_list_item",
  auth: "customer",
  body: z.strictObject({
    product_id: recordIdSchema,
    variant_id: z.optional(z.nullable(recordIdSchema)),
    other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
  }),
  response: lines,
});

/** Removes a product (its variant when `variant_id` is sent) from the wishlist; answers the wishlist. */
export const removeWishListItem = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/remove_wish_list_item",
  auth: "customer",
  body: z.strictObject({
    product_id: recordIdSchema,
    variant_id: z.optional(z.nullable(recordIdSchema)),
    other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
  }),
  response: lines,
});
