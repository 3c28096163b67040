import type { Product } from "../contracts/product.js";
import type { ProductCard } from "../contracts/product-card.js";
import { idOf } from "../contracts/source-id.js";
import type { Locale } from "../locale/locale.js";
import { productPath } from "./product-link.js";
import { productSlug } from "./slug.js";

/** Options of `toProductCard`. */
export interface ProductCardOptions {
  /** The page locale, for the title (`name_lang[locale]`, falling back to the plain name). */
  locale: Locale;
  /** Turns a stored image path into a display URL, e.g. `(p) => imageUrl(p, { width: 300 })`. */
  imageUrl?: (path: string) => string | null;
}

/** The variant a product link and card stand for: chosen, else default, else the price's. */
export function selectedVariantId(product: Product): string | null {
  return product.variant_id ?? product.default_variant_id ?? product.price_master?.variant_id ?? null;
}

/** The product's display name in a locale: `name_lang[locale]`, `name`, `item_name`, or "". */
export function productTitle(product: Product, locale: Locale): string {
  const localized = product.name_lang?.[locale];
  if (localized?.trim()) return localized;
  return product.name ?? product.item_name ?? "";
}

/**
 * The product link (spec §2): `/products/{id}/{slug}?variant_id=…`, the slug being the product's
 * own `slug` or the slug of its (English) name.
 */
export function productLink(product: Product): string {
  return productPath({
    id: idOf(product._id),
    slug: product.slug ? productSlug(product.slug) : productSlug(product.name ?? product.item_name ?? ""),
    variantId: selectedVariantId(product),
  });
}

function totalInStock(product: Product): number {
  const stock = product.stock_master?.stock;
  if (typeof stock === "number" && Number.isFinite(stock)) return Math.max(0, stock);
  return (product.variants ?? []).reduce(
    (sum, variant) => sum + (Number.isFinite(variant.stock) ? Math.max(0, variant.stock ?? 0) : 0),
    0,
  );
}

function displayPrice(product: Product): number {
  const master = product.price_master;
  if (master) return master.price_inc ?? master.price;
  const variant =
    product.variants?.find((v) => idOf(v._id) === selectedVariantId(product)) ?? product.variants?.[0];
  return variant ? (variant.price_inc ?? variant.price) : 0;
}

/** Builds the card view model of a catalogue product (semantics documented on `productCardSchema`). */
export function toProductCard(product: Product, options: ProductCardOptions): ProductCard {
  const imagePath =
    product.price_master?.variant_detail?.f_image ?? product.f_image ?? product.images?.find(Boolean) ?? null;
  const hasVariants =
    (product.variants?.length ?? 0) > 1 ||
    (product.attributes ?? []).some((attribute) => (attribute.values?.length ?? 0) > 1);
  const stock = totalInStock(product);
  const otherUnitPrices = product.other_unit_prices ?? [];
  return {
    id: idOf(product._id),
    title: productTitle(product, options.locale),
    img: imagePath ? (options.imageUrl ? options.imageUrl(imagePath) : imagePath) : null,
    price: displayPrice(product),
    totalInStock: stock,
    item: product,
    link: productLink(product),
    hasVariants,
    isSlider: (product.images?.filter(Boolean).length ?? 0) > 1,
    otherUnitPrices,
    otherUnitPrice: product.other_unit_price ?? null,
    canUseBtn: !hasVariants && (product.is_digital === true || stock > 0),
  };
}
