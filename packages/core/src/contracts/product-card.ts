import { z } from "zod/mini";
import { otherUnitPriceSchema } from "./cart-line.js";
import { productSchema } from "./product.js";

/**
 * The product card view model (spec §3), built by `toProductCard` in `@storefront/core/catalog`:
 * - `id`, `title` (in the page locale), `img` (a CDN URL or null), `price` (tax-inclusive when
 *   known), `link` (the product page path with slug and `variant_id`), `item` (the source product,
 *   for add-to-cart);
 * - `totalInStock`: the product's stock, or the sum of its variants' stock;
 * - `hasVariants`: the shopper must choose (more than one variant, or an attribute with more than
 *   one value); `isSlider`: more than one image, so the card shows a slider;
 * - `otherUnitPrices` / `otherUnitPrice`: alternative units, and the one chosen (null: the base unit);
 * - `canUseBtn`: the card's add-to-cart button works directly — in stock (or digital) and no
 *   variant choice needed.
 */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  img: z.nullable(z.string()),
  price: z.number(),
  totalInStock: z.number(),
  item: productSchema,
  link: z.string(),
  hasVariants: z.boolean(),
  isSlider: z.boolean(),
  otherUnitPrices: z.array(otherUnitPriceSchema),
  otherUnitPrice: z.nullable(otherUnitPriceSchema),
  canUseBtn: z.boolean(),
});

/** A product card view model. */
export type ProductCard = z.infer<typeof productCardSchema>;
