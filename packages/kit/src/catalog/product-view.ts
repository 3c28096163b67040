import { productSlug, selectedVariantId } from "@storefront/core/catalog";
import type { OtherUnitPrice } from "@storefront/core/contracts/cart-line";
import type { LocalizedText } from "@storefront/core/contracts/localized-text";
import type { Product, ProductVariant } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";
import type { ProductSearch } from "./search-params";

/**
 * Pure helpers over a catalogue product for the cards and the product page: canonical links,
 * variant choice from attribute values, prices and stock of the chosen variant and unit.
 */

/** The product's canonical slug (spec §2): its own `slug`, else its name, lowercased and hyphenated. */
export function canonicalSlug(product: Product): string {
  return product.slug ? productSlug(product.slug) : productSlug(product.name ?? product.item_name ?? "");
}

/** Router link props of a product page: `/products/$id/$slug?variant_id=…` (spec §2). */
export interface ProductLinkTarget {
  to: "/products/$id/$slug" | "/products/$id";
  params: { id: string; slug?: string };
  search: ProductSearch;
}

function numericId(id: string | null | undefined): number | undefined {
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

/**
 * The link of a product page with id and slug (the same path as core's `productLink`), keeping
 * a chosen variant; without a slug it is `/products/$id`.
 */
export function productLinkTarget(product: Product, variantId?: string | null): ProductLinkTarget {
  const id = idOf(product._id);
  const slug = canonicalSlug(product);
  const variant = numericId(variantId ?? selectedVariantId(product));
  const search: ProductSearch = variant === undefined ? {} : { variant_id: variant };
  return slug
    ? { to: "/products/$id/$slug", params: { id, slug }, search }
    : { to: "/products/$id", params: { id }, search };
}

/** The variant shown: the requested one when it belongs to the product, else the default, else the first. */
export function chooseVariant(product: Product, requested?: string | null): ProductVariant | null {
  const variants = product.variants ?? [];
  const byId = (id: string | null | undefined) => (id ? variants.find((v) => idOf(v._id) === id) : undefined);
  return (
    byId(requested) ??
    byId(product.variant_id) ??
    byId(product.default_variant_id) ??
    byId(product.price_master?.variant_id) ??
    variants[0] ??
    null
  );
}

/** The attribute values a variant stands for: attribute slug → value id. */
export function selectedValues(product: Product, variant: ProductVariant | null): Record<string, string> {
  if (variant?.attribute_values && Object.keys(variant.attribute_values).length > 0) {
    return { ...variant.attribute_values };
  }
  const out: Record<string, string> = {};
  for (const attribute of product.attributes ?? []) {
    if (attribute.slug && attribute.selected_id) out[attribute.slug] = attribute.selected_id;
  }
  return out;
}

function matches(variant: ProductVariant, wanted: Record<string, string>): boolean {
  const values = variant.attribute_values ?? {};
  return Object.entries(wanted).every(([attribute, value]) => values[attribute] === value);
}

/**
 * The variant to switch to when the shopper picks `valueId` for `attributeSlug`: the one keeping
 * every other current choice, else one in stock with that value, else any with that value.
 */
export function variantForChoice(
  product: Product,
  current: ProductVariant | null,
  attributeSlug: string,
  valueId: string,
): ProductVariant | null {
  const variants = product.variants ?? [];
  const wanted = { ...selectedValues(product, current), [attributeSlug]: valueId };
  const withValue = variants.filter((v) => v.attribute_values?.[attributeSlug] === valueId);
  return (
    variants.find((v) => matches(v, wanted)) ??
    withValue.find((v) => (v.stock ?? 0) > 0) ??
    withValue[0] ??
    null
  );
}

/** Whether a value can be picked with the other current choices: in stock, sold out, or no such variant. */
export type ValueState = "available" | "sold-out" | "unavailable";

/** The state of one attribute value given the current choice of the others. */
export function valueState(
  product: Product,
  current: ProductVariant | null,
  attributeSlug: string,
  valueId: string,
): ValueState {
  const wanted = { ...selectedValues(product, current), [attributeSlug]: valueId };
  const exact = (product.variants ?? []).filter((v) => matches(v, wanted));
  if (exact.length === 0) return "unavailable";
  return exact.some((v) => (v.stock ?? 0) > 0) ? "available" : "sold-out";
}

/** Price, old price and stock of the chosen variant (or of the product without variants). */
export interface VariantOffer {
  price: number;
  oldPrice: number | null;
  stock: number;
}

/** The offer of a variant, falling back to the product's `price_master` and `stock_master`. */
export function variantOffer(product: Product, variant: ProductVariant | null): VariantOffer {
  if (variant) {
    return {
      price: variant.price_inc ?? variant.price,
      oldPrice: variant.old_price ?? null,
      stock: Math.max(0, variant.stock ?? product.stock_master?.stock ?? 0),
    };
  }
  const master = product.price_master;
  return {
    price: master ? (master.price_inc ?? master.price) : 0,
    oldPrice: master?.old_price ?? null,
    stock: Math.max(0, product.stock_master?.stock ?? 0),
  };
}

/**
 * The unit chosen by default when a product is sold in other units (per kg, per piece…): the
 * product's own `other_unit_price`, else the first listed — a shopper always buys in a named unit.
 */
export function defaultUnit(product: Product): OtherUnitPrice | null {
  const units = product.other_unit_prices ?? [];
  const own = product.other_unit_price;
  return (own && units.find((u) => u.id === own.id)) ?? units[0] ?? null;
}

/** The price of one unit (the unit's own price, else the base price times its multiplier). */
export function unitPrice(unit: OtherUnitPrice, basePrice: number): number {
  if (typeof unit.price === "number") return unit.price;
  return Math.round(basePrice * (unit.multiplier ?? 1) * 100) / 100;
}

/** How many of a unit the stock covers (stock is counted in base units). */
export function unitStock(unit: OtherUnitPrice | null, stock: number): number {
  const multiplier = unit?.multiplier && unit.multiplier > 0 ? unit.multiplier : 1;
  return Math.floor(stock / multiplier + 1e-9);
}

/** The marketplace vendor of a product, or null. */
export function productVendor(
  product: Product,
): { id: string; name: string; nameLang: LocalizedText | undefined } | null {
  const vendor = product.vendor;
  if (!vendor) return null;
  return { id: idOf(vendor._id), name: vendor.name, nameLang: vendor.name_lang };
}

/** Whether the product is an adventure-park ticket or pass (kind `ticket`): it needs a visit day. */
export function isTicket(product: Product): boolean {
  return product.kind === "ticket";
}

/** "Few left" threshold of the stock note: core's rule, which catalogue answers' stock follows. */
export { LOW_STOCK } from "@storefront/core/catalog";
