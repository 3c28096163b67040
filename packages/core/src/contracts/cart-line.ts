import { z } from "zod/mini";
import { localizedTextSchema } from "./localized-text.js";

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

const optionalString = z.optional(z.nullable(z.string()));
const optionalNumber = z.optional(z.nullable(z.number()));

/**
 * A normalised cart or wishlist line (spec §3). `business_id` is present only when the source had
 * one. Quantities are positive integers here; storage readers drop lines that are not.
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
});

/** A normalised cart or wishlist line. */
export type CartLine = z.infer<typeof cartLineSchema>;
