import { shownStock, shownStockCap } from "@storefront/core/catalog";
import type { Product, ProductKind } from "@storefront/core/contracts/product";
import type { otherUnitPrices, products, productVariants } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import type { CatalogBundle } from "./catalog-bundle";
import { imagePath } from "./image-paths";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type UnitRow = typeof otherUnitPrices.$inferSelect;

function variantValueIds(bundle: CatalogBundle, variant: VariantRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [attributeSlug, valueSlug] of Object.entries(variant.attributeValues)) {
    const attribute = bundle.attributes.find((a) => a.slug === attributeSlug);
    const value = attribute?.values.find((v) => v.slug === valueSlug);
    if (value) out[attributeSlug] = String(value.id);
  }
  return out;
}

/** Picks the variant: the requested one if it belongs to the product, else the default. */
export function pickVariant(row: ProductRow, variants: VariantRow[], requested?: number | null) {
  return (
    variants.find((v) => v.id === requested) ??
    variants.find((v) => v.id === row.defaultVariantId) ??
    variants[0] ??
    null
  );
}

/**
 * A product in the source shape of spec §3 (`_id`, `price_master`, `attributes` with
 * `selected_id` and `slug`, `other_unit_prices`…). Prices are tax inclusive: `price_inc` equals
 * `price`, `tax_rate` is informational. Stock is shown as a shopper sees it (core's `shownStock`:
 * exact while low, "plenty" above), so an order that leaves a product well stocked changes no answer.
 */
export function productRecord(
  tenant: Tenant,
  bundle: CatalogBundle,
  row: ProductRow,
  requested?: number | null,
) {
  const variants = bundle.variants.get(row.id) ?? [];
  const selected = pickVariant(row, variants, requested);
  const units = bundle.units.get(row.id) ?? [];
  const category = row.categoryId ? bundle.categories.get(row.categoryId) : undefined;
  const vendor = row.vendorId ? bundle.vendors.get(row.vendorId) : undefined;
  const stockCap = shownStockCap(units.map((unit) => unit.multiplier));
  const stockOf = (variant: VariantRow) => shownStock(bundle.stock.get(variant.id) ?? 0, stockCap);
  const totalStock = variants.reduce((sum, v) => sum + stockOf(v), 0);
  const usedSlugs = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const [a, v] of Object.entries(variant.attributeValues)) {
      if (!usedSlugs.has(a)) usedSlugs.set(a, new Set());
      usedSlugs.get(a)?.add(v);
    }
  }
  const productAttributes = bundle.attributes
    .filter((a) => usedSlugs.has(a.slug))
    .map((a) => {
      const selectedSlug = selected?.attributeValues[a.slug];
      const selectedValue = a.values.find((v) => v.slug === selectedSlug);
      return {
        _id: String(a.id),
        name: a.name,
        name_lang: a.nameLang ?? undefined,
        slug: a.slug,
        selected_id: selectedValue ? String(selectedValue.id) : null,
        selected_slug: selectedValue?.slug ?? null,
        values: a.values
          .filter((v) => usedSlugs.get(a.slug)?.has(v.slug))
          .map((v) => ({
            _id: String(v.id),
            name: v.name,
            name_lang: v.nameLang ?? undefined,
            slug: v.slug,
          })),
      };
    });
  const shown = selected ? bundle.prices.variant(selected) : { price: row.priceMinor, oldPrice: null };
  const price = toMajor(shown.price);
  const oldPrice = shown.oldPrice ? toMajor(shown.oldPrice) : null;
  const image = imagePath.product(row.id);
  return {
    _id: String(row.id),
    name: row.name,
    item_name: row.name,
    name_lang: row.nameLang ?? undefined,
    description: row.description,
    description_lang: row.descriptionLang ?? undefined,
    slug: row.slug,
    sku: row.sku,
    // The column is text; the seed writes only the contract's kinds (the dev contract check proves it).
    kind: row.kind as ProductKind,
    is_digital: row.isDigital,
    business_id: tenant.businessId,
    default_variant_id: row.defaultVariantId ? String(row.defaultVariantId) : null,
    variant_id: selected ? String(selected.id) : null,
    price_master: {
      price,
      price_inc: price,
      old_price: oldPrice,
      tax_rate: row.taxRateBp / 100,
      variant_id: selected ? String(selected.id) : null,
      variant_detail: selected ? { _id: String(selected.id), f_image: imagePath.variant(selected.id) } : null,
    },
    stock_master: { stock: totalStock },
    variants: variants.map((v) => {
      const variantPrice = bundle.prices.variant(v);
      return {
        _id: String(v.id),
        name: v.name ?? undefined,
        name_lang: v.nameLang ?? undefined,
        sku: v.sku,
        price: toMajor(variantPrice.price),
        price_inc: toMajor(variantPrice.price),
        old_price: variantPrice.oldPrice ? toMajor(variantPrice.oldPrice) : null,
        stock: stockOf(v),
        f_image: imagePath.variant(v.id),
        attribute_values: variantValueIds(bundle, v),
      };
    }),
    attributes: productAttributes,
    other_unit_prices: units.map((unit) => unitRecord(unit, bundle.prices.unit(unit))),
    other_unit_price: null,
    f_image: image,
    images: [
      image,
      ...variants.filter((v) => v.id !== selected?.id).map((v) => imagePath.variant(v.id)),
    ].slice(0, 6),
    category: category
      ? { _id: String(category.id), name: category.name, name_lang: category.nameLang ?? undefined }
      : null,
    vendor: vendor
      ? { _id: String(vendor.id), name: vendor.name, name_lang: vendor.nameLang ?? undefined }
      : null,
  } satisfies Product;
}

/** An other-unit price on the wire, at the shopper's price of it (minor units). */
export function unitRecord(unit: UnitRow, priceMinor: number) {
  return {
    id: String(unit.id),
    name: unit.name,
    name_lang: unit.nameLang ?? undefined,
    price: toMajor(priceMinor),
    multiplier: unit.multiplier,
  };
}
