import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { lineChoiceShape, serverLineSchema } from "./cart.js";
import { isoDateSchema, recordIdSchema } from "./common.js";

/**
 * What a guest collected before logging in, merged into the customer's server cart and wishlist
 * (issue 17: spec §4 discards the temporary copy at login; the client merges it first, then
 * discards it as the spec says).
 */

/** The most lines one merge takes (a guest cart is capped far lower by `LINE_CAPS`). */
export const MAX_MERGED_LINES = 200;

/**
 * A guest line to merge: which product (on a restaurant, menu item), variant and unit, the options
 * and details chosen on it (part of its identity, like `update_cart`'s), how many, and a ticket's
 * day.
 */
export const guestCartLineSchema = z.strictObject({
  product_id: recordIdSchema,
  variant_id: z.optional(z.nullable(recordIdSchema)),
  other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
  ...lineChoiceShape,
  qty: z.number().check(z.int(), z.gte(1), z.lte(999)),
  visit_date: z.optional(z.nullable(isoDateSchema)),
});

/** A guest line to merge. */
export type GuestCartLine = z.input<typeof guestCartLineSchema>;

/** A line's ids in a merge report. */
const mergedLineIds = {
  product_id: z.string(),
  variant_id: z.nullable(z.string()),
  other_unit_price_id: z.nullable(z.string()),
};

/**
 * Adds the guest's lines to the customer's cart: each quantity is added to the line already
 * there (matched as `update_cart` matches: core's `lineKeyString`, options and details included),
 * as far as the stock allows. `added` says what was added per line (`qty` may be less than
 * `requested` when stock ran short); `skipped` the lines that added nothing (`not_found`: the
 * product, variant, unit or menu item is gone, or its options no longer fit; `out_of_stock`;
 * `day_passed`: the line's day is over). Answers
 * the whole cart in `lines`. Needs an `Idempotency-Key`: a retried merge (a lost answer) replays
 * the first answer instead of adding the quantities twice. Errors: 400
 * `idempotency_key_required`; 422 `idempotency_key_reused` (the key with other lines).
 */
export const mergeCart = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/merge_cart",
  auth: "customer",
  body: z.strictObject({
    lines: z.array(guestCartLineSchema).check(z.minLength(1), z.maxLength(MAX_MERGED_LINES)),
  }),
  response: z.object({
    lines: z.array(serverLineSchema),
    added: z.array(z.object({ ...mergedLineIds, requested: z.number(), qty: z.number() })),
    skipped: z.array(
      z.object({
        ...mergedLineIds,
        requested: z.number(),
        reason: z.enum(["not_found", "out_of_stock", "day_passed"]),
      }),
    ),
  }),
});

/** Merge outcome of `mergeCart`. */
export type CartMerge = z.infer<(typeof mergeCart)["response"]>;

/**
 * Adds the guest's wishlist lines to the customer's wishlist (a line already there stays one
 * line; a product that is gone is skipped). Answers the wishlist and how many lines were new.
 */
export const mergeWishList = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/merge_wish_list",
  auth: "customer",
  body: z.strictObject({
    items: z
      .array(
        z.strictObject({
          product_id: recordIdSchema,
          variant_id: z.optional(z.nullable(recordIdSchema)),
          other_unit_price_id: z.optional(z.nullable(recordIdSchema)),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_MERGED_LINES)),
  }),
  response: z.object({ lines: z.array(serverLineSchema), added: z.number() }),
});
