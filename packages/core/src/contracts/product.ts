import { z } from "zod/mini";
import { otherUnitPriceSchema } from "./cart-line.js";
import { localizedTextSchema } from "./localized-text.js";

/** An id as source systems send it: a plain string or a Mongo-style `{ $oid }` (spec §3). */
export const sourceIdSchema = z.union([z.string(), z.number(), z.object({ $oid: z.string() })]);

/** A source id. */
export type SourceId = z.infer<typeof sourceIdSchema>;

// In a zod-free module of its own, for the browser's first load; still exported from here.
export { idOf } from "./source-id.js";

/**
 * What a product is: a plain `product`, a divine `offering`, an adventure-park `ticket` (it needs a
 * visit day) or a `digital` product.
 */
export const PRODUCT_KINDS = ["product", "offering", "ticket", "digital"] as const;

/** A product kind. */
export const productKindSchema = z.enum(PRODUCT_KINDS);

/** A product kind. */
export type ProductKind = z.infer<typeof productKindSchema>;

/** One value of a product attribute (a size, a colour). */
export const attributeValueSchema = z.object({
  _id: sourceIdSchema,
  name: z.string(),
  name_lang: z.optional(localizedTextSchema),
  slug: z.string(),
});

/** A product attribute; `selected_id` and `slug` name the chosen value (spec §3). */
export const productAttributeSchema = z.object({
  _id: z.optional(sourceIdSchema),
  name: z.string(),
  name_lang: z.optional(localizedTextSchema),
  slug: z.optional(z.string()),
  selected_id: z.optional(z.nullable(z.string())),
  /** The `slug` of the selected value. */
  selected_slug: z.optional(z.nullable(z.string())),
  values: z.optional(z.array(attributeValueSchema)),
});

/** A sellable variant of a product, with its own price, stock and picture. */
export const productVariantSchema = z.object({
  _id: sourceIdSchema,
  name: z.optional(z.string()),
  name_lang: z.optional(localizedTextSchema),
  sku: z.optional(z.string()),
  price: z.number(),
  price_inc: z.optional(z.number()),
  old_price: z.optional(z.nullable(z.number())),
  /**
   * Base units in stock as catalogue answers show it: exact while low, at most `shownStockCap` of
   * the product's units (`@storefront/core/catalog`), which reads as plenty. The cart has the real stock.
   */
  stock: z.optional(z.number()),
  f_image: z.optional(z.nullable(z.string())),
  /** Attribute value ids this variant stands for (`{ size: "m-id", colour: "red-id" }`). */
  attribute_values: z.optional(z.record(z.string(), z.string())),
});

/** A product as the catalogue sends it (spec §3): `_id` or `$oid`, `name` or `item_name`, … */
export const productSchema = z.object({
  _id: sourceIdSchema,
  name: z.optional(z.string()),
  item_name: z.optional(z.string()),
  name_lang: z.optional(localizedTextSchema),
  description: z.optional(z.nullable(z.string())),
  description_lang: z.optional(localizedTextSchema),
  slug: z.optional(z.string()),
  sku: z.optional(z.string()),
  kind: z.optional(productKindSchema),
  default_variant_id: z.optional(z.nullable(z.string())),
  variant_id: z.optional(z.nullable(z.string())),
  price_master: z.optional(
    z.object({
      price: z.number(),
      price_inc: z.optional(z.number()),
      old_price: z.optional(z.nullable(z.number())),
      tax_rate: z.optional(z.number()),
      variant_id: z.optional(z.nullable(z.string())),
      variant_detail: z.optional(
        z.nullable(z.object({ _id: sourceIdSchema, f_image: z.optional(z.nullable(z.string())) })),
      ),
    }),
  ),
  /** The variants' shown stock, summed (see `productVariantSchema.stock`). */
  stock_master: z.optional(z.object({ stock: z.number() })),
  variants: z.optional(z.array(productVariantSchema)),
  attributes: z.optional(z.array(productAttributeSchema)),
  other_unit_prices: z.optional(z.array(otherUnitPriceSchema)),
  other_unit_price: z.optional(z.nullable(otherUnitPriceSchema)),
  f_image: z.optional(z.nullable(z.string())),
  images: z.optional(z.array(z.string())),
  category: z.optional(
    z.nullable(
      z.object({ _id: sourceIdSchema, name: z.string(), name_lang: z.optional(localizedTextSchema) }),
    ),
  ),
  /** Marketplace (snachoo) products name their vendor. */
  vendor: z.optional(
    z.nullable(
      z.object({ _id: sourceIdSchema, name: z.string(), name_lang: z.optional(localizedTextSchema) }),
    ),
  ),
  is_digital: z.optional(z.boolean()),
  business_id: z.optional(z.union([z.string(), z.number()])),
});

/** A catalogue product in its source shape. */
export type Product = z.infer<typeof productSchema>;
/** A product variant. */
export type ProductVariant = z.infer<typeof productVariantSchema>;
/** A product attribute. */
export type ProductAttribute = z.infer<typeof productAttributeSchema>;
