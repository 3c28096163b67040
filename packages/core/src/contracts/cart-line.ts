import { z } from "zod/mini";
import { LINE_DETAIL_LIMITS } from "./line-detail-limits.js";
import { localizedTextSchema } from "./localized-text.js";

// Still exported from here: callers and the schemas below name the limits with the line contract.
export { LINE_DETAIL_LIMITS };

/** An alternative unit a product is sold in (per kg, per piece…); lines match on its id. */
export const otherUnitPriceSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  name_lang: z.optional(localizedTextSchema),
  price: z.optional(z.number()),
  multiplier: z.optional(z.number()),
});

/** An alternative unit price. */
export type OtherUnitPrice = z.infer<typeof otherUnitPriceSchema>;

/**
 * One option chosen on a line (a menu item's size, an extra): its group, the option, its name and
 * its price, which is already part of the line's unit `price`.
 */
export const lineOptionSchema = z.object({
  group_id: z.string(),
  option_id: z.string(),
  name: z.string(),
  name_lang: z.optional(z.nullable(localizedTextSchema)),
  price: z.number(),
});

/** A chosen option of a line. */
export type LineOption = z.infer<typeof lineOptionSchema>;

/**
 * What a shopper writes on one line — a note ("no onions"), who it is for ("offered for" a name),
 * a day (`YYYY-MM-DD`). Each is optional; a line without any has no `details`. Two lines of one
 * product with different details are different lines (see `lineKeyString`).
 */
export const lineDetailsSchema = z.object({
  note: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(LINE_DETAIL_LIMITS.note))),
  for_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(LINE_DETAIL_LIMITS.forName))),
  date: z.optional(z.iso.date()),
});

/** A line's details. */
export type LineDetails = z.infer<typeof lineDetailsSchema>;

const optionalString = z.optional(z.nullable(z.string()));
const optionalNumber = z.optional(z.nullable(z.number()));

/**
 * A normalised cart or wishlist line (spec §3). `business_id` is present only when the source had
 * one. Quantities are positive integers here; storage readers drop lines that are not. Beyond the
 * spec's fields a line may carry the `options` chosen on it and the shopper's `details`
 * (docs/decisions/0020-line-options-and-details.md).
 */
export const cartLineSchema = z.object({
  product_id: z.string(),
  variant_id: optionalString,
  qty: z.number().check(z.int(), z.positive()),
  sku: optionalString,
  size: optionalString,
  attr_name: optionalString,
  attr_slug: optionalString,
  outer_product_id: optionalString,
  outer_variant_id: optionalString,
  multiplier: optionalNumber,
  stock: optionalNumber,
  image: optionalString,
  product_img: optionalString,
  name: z.string(),
  name_lang: z.optional(z.nullable(localizedTextSchema)),
  price: z.number(),
  price_inc: optionalNumber,
  old_price: optionalNumber,
  tax_rate: optionalNumber,
  category_name: optionalString,
  category_name_lang: z.optional(z.nullable(localizedTextSchema)),
  category_id: optionalString,
  other_unit_price: z.optional(z.nullable(otherUnitPriceSchema)),
  business_id: z.optional(z.union([z.string(), z.number()])),
  /** The product is digital (an e-book, a gift card): nothing to deliver. */
  is_digital: z.optional(z.boolean()),
  /** The options chosen on the line (menu items); its `price` includes theirs. */
  options: z.optional(z.array(lineOptionSchema).check(z.maxLength(LINE_DETAIL_LIMITS.options))),
  /** What the shopper wrote on the line (a note, a name, a day). */
  details: z.optional(z.nullable(lineDetailsSchema)),
  /**
   * The day of the visit of an adventure-park ticket (`update_cart`'s `visit_date`), as the server
   * keeps it. Not part of the line's identity: a ticket line has one day, changed by a new write.
   */
  visit_date: z.optional(z.nullable(z.iso.date())),
});

/** A normalised cart or wishlist line. */
export type CartLine = z.infer<typeof cartLineSchema>;
