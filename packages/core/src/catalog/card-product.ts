import type { Product, ProductAttribute, ProductVariant } from "../contracts/product.js";
import { idOf } from "../contracts/source-id.js";
import { selectedVariantId } from "./product-card.js";

/**
 * The variant a card reads in full: the selected one, else the first. `toProductCard` prices it;
 * kit's `productLine` (the card's add-to-cart and wishlist buttons) puts the selected one — or the
 * only one — in the line, and the card always passes the selected one.
 */
function readVariant(product: Product): ProductVariant | undefined {
  const selected = selectedVariantId(product);
  return product.variants?.find((variant) => idOf(variant._id) === selected) ?? product.variants?.[0];
}

/** Everything of a variant a card or a line reads (its name is the product page's variant picker's). */
function fullVariant(variant: ProductVariant): ProductVariant {
  return {
    _id: variant._id,
    sku: variant.sku,
    price: variant.price,
    price_inc: variant.price_inc,
    old_price: variant.old_price,
    stock: variant.stock,
    f_image: variant.f_image,
    attribute_values: variant.attribute_values,
  };
}

/**
 * Another variant, only counted: the card needs to know there are several (`hasVariants`: the
 * shopper must choose) and, for a product without a stock total, to add up their stock. `_id` and
 * `price` stay because the contract requires them.
 */
function countedVariant(variant: ProductVariant): ProductVariant {
  return { _id: variant._id, price: variant.price, stock: variant.stock };
}

/**
 * An attribute as the card and the line read it: how many values it has (a choice when more than
 * one) and the names and slugs of the line's chosen values, without the translations and the
 * selection that only the product page's picker shows.
 */
function cardAttribute(attribute: ProductAttribute): ProductAttribute {
  return {
    name: attribute.name,
    slug: attribute.slug,
    values: attribute.values?.map((value) => ({ _id: value._id, name: value.name, slug: value.slug })),
  };
}

/**
 * A product reduced to what its card reads — core's `toProductCard` and kit's product card (link,
 * picture and slider, price and old price, stock, units, vendor, ticket) — and what the card's
 * add-to-cart and wishlist buttons put in a line (kit's `productLine`: sku, attribute names,
 * category, business). For lists whose products are only ever drawn as cards and are sent in bulk
 * inside the page (the home rails, issue 16): the browser parses and hydrates less before the page
 * answers input. Left out: the descriptions, `item_name` (folded into `name`: every reader takes
 * `name ?? item_name`), translations and selections of attributes, variant names, and of every
 * variant but the one the card reads, all but what counting them needs. The product page loads the
 * whole product. A field a card starts reading must be kept here (the tests compare cards).
 */
export function cardProduct(product: Product): Product {
  const read = readVariant(product);
  return {
    _id: product._id,
    name: product.name ?? product.item_name,
    name_lang: product.name_lang,
    slug: product.slug,
    sku: product.sku,
    kind: product.kind,
    is_digital: product.is_digital,
    business_id: product.business_id,
    default_variant_id: product.default_variant_id,
    variant_id: product.variant_id,
    price_master: product.price_master,
    stock_master: product.stock_master,
    variants: product.variants?.map((variant) =>
      variant === read ? fullVariant(variant) : countedVariant(variant),
    ),
    attributes: product.attributes?.map(cardAttribute),
    other_unit_prices: product.other_unit_prices,
    other_unit_price: product.other_unit_price,
    f_image: product.f_image,
    images: product.images,
    category: product.category,
    vendor: product.vendor,
  };
}
