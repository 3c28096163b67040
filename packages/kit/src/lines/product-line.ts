import { type CartLine, type LineInput, type LineKey, normaliseLine } from "@storefront/core/cart";
import { selectedVariantId } from "@storefront/core/catalog";
import type { Product, ProductVariant } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";

/** What a shopper chose on a product: the variant, the unit (per kg, per piece…) and how many. */
export interface ProductChoice {
  /** The chosen variant; the product's selected or default variant when omitted. */
  variantId?: string | null;
  /** The chosen other unit price (`other_unit_prices[].id`); none when omitted. */
  otherUnitPriceId?: string | null;
  /** Quantity of the line (1 when omitted). */
  qty?: number;
}

function chosenVariant(product: Product, variantId: string | null): ProductVariant | undefined {
  const variants = product.variants ?? [];
  if (variantId) {
    const match = variants.find((variant) => idOf(variant._id) === variantId);
    if (match) return match;
  }
  return variants.length === 1 ? variants[0] : undefined;
}

/** `Size: M, Colour: Blue` and `m-blue`, as the server names a variant's attribute values. */
function attributeText(product: Product, variant: ProductVariant | undefined) {
  const entries = Object.entries(variant?.attribute_values ?? {});
  const values = entries.map(([attributeSlug, valueId]) => {
    const attribute = product.attributes?.find((candidate) => candidate.slug === attributeSlug);
    const value = attribute?.values?.find((candidate) => idOf(candidate._id) === valueId);
    return {
      attribute: attribute?.name ?? attributeSlug,
      name: value?.name ?? valueId,
      slug: value?.slug ?? valueId,
      isSize: attributeSlug === "size",
    };
  });
  if (values.length === 0) return { attr_name: null, attr_slug: null, size: null };
  return {
    attr_name: values.map((value) => `${value.attribute}: ${value.name}`).join(", "),
    attr_slug: values.map((value) => value.slug).join("-"),
    size: values.find((value) => value.isSize)?.name ?? null,
  };
}

/**
 * The cart line a product choice stands for, shaped like the server's own lines (so the
 * optimistic line and the confirmed one look the same): the unit's price when a unit is chosen,
 * else the variant's, else the product's. Normalised by core; null when the product cannot be a
 * line (no id, name or price, an unknown unit, a bad quantity).
 */
export function productLine(product: Product, choice: ProductChoice = {}): CartLine | null {
  const variantId = choice.variantId ?? selectedVariantId(product);
  const variant = chosenVariant(product, variantId);
  const unitId = choice.otherUnitPriceId ?? null;
  const unit = unitId ? product.other_unit_prices?.find((candidate) => candidate.id === unitId) : undefined;
  if (unitId && !unit) return null;
  const master = product.price_master;
  const price = unit?.price ?? variant?.price ?? master?.price;
  const baseStock = variant?.stock ?? product.stock_master?.stock ?? null;
  // Stock is counted in the product's base unit; a unit of 0.25 kg has four times as many.
  const multiplier = unit?.multiplier ?? 1;
  const stock =
    baseStock === null ? null : multiplier > 0 ? Math.floor(baseStock / multiplier + 1e-9) : baseStock;
  return normaliseLine({
    ...product,
    product_id: idOf(product._id),
    variant_id: variant ? idOf(variant._id) : variantId,
    qty: choice.qty ?? 1,
    sku: variant?.sku ?? product.sku ?? null,
    ...attributeText(product, variant),
    multiplier: unit?.multiplier ?? null,
    stock,
    image: variant?.f_image ?? master?.variant_detail?.f_image ?? product.f_image ?? null,
    product_img: product.f_image ?? product.images?.[0] ?? null,
    name: product.name ?? product.item_name,
    name_lang: product.name_lang ?? null,
    price,
    price_inc: unit ? unit.price : (variant?.price_inc ?? master?.price_inc ?? price),
    old_price: unit ? null : (variant?.old_price ?? master?.old_price ?? null),
    tax_rate: master?.tax_rate ?? null,
    other_unit_price: unit ?? null,
  });
}

/**
 * The ids the cart and wishlist calls take for a line: product, variant and unit, plus — only when
 * the line has them — its option ids and details, which are part of its identity
 * (`lineKeyString`), so a write or a removal names exactly this line.
 */
export function lineRequestIds(
  line: Pick<CartLine, "product_id" | "variant_id" | "other_unit_price" | "options" | "details">,
) {
  const optionIds = (line.options ?? []).map((option) => option.option_id);
  return {
    product_id: line.product_id,
    variant_id: line.variant_id ?? null,
    other_unit_price_id: line.other_unit_price?.id ?? null,
    ...(optionIds.length > 0 ? { option_ids: optionIds } : {}),
    ...(line.details ? { details: line.details } : {}),
  };
}

/**
 * The ids the wishlist calls take for a line: product, variant and unit. A wishlist keeps
 * products, not the choices made on them (no options or details).
 */
export function wishlistRequestIds(line: Parameters<typeof lineRequestIds>[0]) {
  const { product_id, variant_id, other_unit_price_id } = lineRequestIds(line);
  return { product_id, variant_id, other_unit_price_id };
}

/** A line with another quantity (0 removes it when set on a store). */
export function withQty(line: CartLine, qty: number): LineInput {
  return { ...line, qty };
}

/**
 * A line's key: what `lineKeyString` reads — product id, variant id and unit id (spec §4; variants
 * too, issue 17), options, details.
 */
export function keyOf(line: LineKey): LineKey {
  return {
    product_id: line.product_id,
    variant_id: line.variant_id ?? null,
    other_unit_price: line.other_unit_price ?? null,
    options: line.options ?? null,
    details: line.details ?? null,
  };
}
