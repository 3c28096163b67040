import { z } from "zod/mini";
import { LINE_DETAIL_LIMITS, lineDetailsSchema } from "../cart-line.js";
import { defineEndpoint } from "../endpoint.js";
import { totalsSchema } from "./cart.js";
import { langSchema, money, recordIdSchema, text } from "./common.js";

/** Delivery methods. */
export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
/** Payment methods: card (simulated), cash on delivery. */
export const PAYMENT_METHODS = ["card", "cod"] as const;

/** Simulated card tokens: `tok_visa` is charged, `tok_declined` is declined (→ /failure). */
export const TEST_CARD_TOKENS = { success: "tok_visa", declined: "tok_declined" } as const;

/** The checkout options of the partner. */
export const getCheckoutOptions = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/checkout/options",
  auth: "customer",
  query: z.strictObject({}),
  response: z.object({
    delivery_methods: z.array(
      z.object({
        id: z.enum(DELIVERY_METHODS),
        name: z.string(),
        name_lang: langSchema,
        price: money,
        free_from: z.nullable(money),
      }),
    ),
    payment_methods: z.array(
      z.object({ id: z.enum(PAYMENT_METHODS), name: z.string(), name_lang: langSchema }),
    ),
    test_card_tokens: z.object({ success: z.string(), declined: z.string() }),
    currency: z.string(),
  }),
});

/**
 * Where an order was placed: the shop's checkout, a kiosk, a table (digital menu), the sugar
 * checkout — orders of goods; or a booking vertical's purchase of a plan or a voucher (`booking`).
 */
export const ORDER_CHANNELS = ["shop", "kiosk", "table", "sugar", "booking"] as const;
/** An order's channel. */
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/**
 * A restaurant order's steps in the kitchen (kiosk, table and sugar orders), only ever forward:
 * `received` when placed, `preparing`, `ready` to serve or collect, `collected` once handed over.
 */
export const KITCHEN_STATUSES = ["received", "preparing", "ready", "collected"] as const;
/** A step of a restaurant order in the kitchen. */
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** An order line as orders answer it. */
export const orderLineSchema = z.object({
  _id: z.string(),
  product_id: z.nullable(z.string()),
  variant_id: z.nullable(z.string()),
  other_unit_price_id: z.nullable(z.string()),
  menu_item_id: z.nullable(z.string()),
  name: z.string(),
  name_lang: langSchema,
  sku: z.nullable(z.string()),
  image: z.nullable(z.string()),
  /** The options ordered with the line (a menu item's size, extras; a product's unit). */
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: money,
      group_id: z.optional(z.nullable(z.string())),
      name_lang: z.optional(langSchema),
    }),
  ),
  /** What the shopper wrote on the line (a note, a name, a day), or null. */
  details: z.nullable(lineDetailsSchema),
  qty: z.number(),
  unit_price: money,
  line_total: money,
  /** How many can still be returned. */
  returnable_qty: z.number(),
});

/** An order in lists. */
export const orderSummarySchema = z.object({
  _id: z.string(),
  order_ref: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  delivery_method: z.string(),
  item_count: z.number(),
  total: money,
  currency: z.string(),
  created_at: z.string(),
});

/** An order with its lines, totals, address and timeline. */
export const orderDetailSchema = z.extend(orderSummarySchema, {
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  coupon_code: z.nullable(z.string()),
  address: z.nullable(z.record(z.string(), z.unknown())),
  note: z.nullable(z.string()),
  timeline: z.array(z.object({ status: z.string(), at: z.string(), note: z.nullable(z.string()) })),
  can_return: z.boolean(),
  extra: z.record(z.string(), z.unknown()),
  /** A restaurant order's step in the kitchen; null for the orders of other shops. */
  kitchen_status: z.optional(z.nullable(z.enum(KITCHEN_STATUSES))),
});
/** An order detail. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A card token of the simulated payment (`tok_visa`, `tok_declined`). */
export const cardTokenSchema = z.string().check(z.regex(/^tok_[a-z0-9_]{1,40}$/));

/** Payment fields shared by every order placement. */
const paymentShape = {
  payment_method: z.enum(PAYMENT_METHODS),
  /** Card payments: a test token (`tok_visa`, `tok_declined`). */
  card_token: z.optional(cardTokenSchema),
  /** Forces the simulated payment to fail (to reach /failure). */
  simulate_payment_failure: z.optional(z.boolean()),
};

/**
 * Places the order of the customer's cart. Needs an `Idempotency-Key` header: a repeat with the
 * same key answers the first answer, and a cart is ordered at most once. Prices, discount and
 * totals are computed on the server; the coupon is re-checked. A cart of digital lines only
 * (core's `needsDelivery`) is ordered with nothing to deliver: `delivery_method` and `address_id`
 * are ignored, the order's method is `none` and it pays no delivery; any other cart needs a
 * `delivery_method`. Answer 201 with the order.
 * Errors: 400 `idempotency_key_required`; 409 `cart_empty`, `cart_already_ordered`,
 * `out_of_stock`; 404 `address_not_found`; 422 `coupon_invalid` (msg = spec §5 message),
 * `delivery_method_required`, `address_required`, `card_token_required`, `idempotency_key_reused`,
 * `invalid_visit_date` (a ticket's day passed while it was in the cart); 402 `payment_failed` (no
 * order is created and the cart is kept). A ticket's visit day is its order line's `details.date`.
 */
export const placeOrder = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/place_order",
  auth: "customer",
  body: z.strictObject({
    delivery_method: z.optional(z.enum(DELIVERY_METHODS)),
    address_id: z.optional(z.nullable(recordIdSchema)),
    coupon_code: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))),
    note: z.optional(z.nullable(text(0, 500))),
    ...paymentShape,
  }),
  response: orderDetailSchema,
});

/** An item of a menu order (kiosk, table): the item, how many, its options and the diner's note. */
export const menuOrderItemSchema = z.strictObject({
  item_id: recordIdSchema,
  qty: z.number().check(z.int(), z.gte(1), z.lte(99)),
  option_ids: z.optional(z.array(recordIdSchema).check(z.maxLength(LINE_DETAIL_LIMITS.options))),
  details: z.optional(z.nullable(z.strictObject(lineDetailsSchema.shape))),
});

/** The shared body parts of menu orders. */
export const menuOrderShape = {
  items: z.array(menuOrderItemSchema).check(z.minLength(1), z.maxLength(50)),
  note: z.optional(z.nullable(text(0, 500))),
  ...paymentShape,
};
