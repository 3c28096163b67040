import type { CartLine } from "@storefront/core/contracts/cart-line";
import type { Product, ProductKind } from "@storefront/core/contracts/product";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  attributes,
  attributeValues,
  categories,
  otherUnitPrices,
  products,
  productVariants,
  stockLevels,
  vendors,
} from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type UnitRow = typeof otherUnitPrices.$inferSelect;

/** Image paths served by the image route (relative: the storefront adds the CDN parameter). */
export const imagePath = {
  product: (id: number) => `/images/products/${id}.svg`,
  variant: (id: number) => `/images/variants/${id}.svg`,
  category: (id: number) => `/images/categories/${id}.svg`,
  banner: (id: number) => `/images/banners/${id}.svg`,
  vendor: (id: number) => `/images/vendors/${id}.svg`,
  service: (id: number) => `/images/services/${id}.svg`,
  staff: (id: number) => `/images/staff/${id}.svg`,
  menuItem: (id: number) => `/images/menu-items/${id}.svg`,
  offer: (id: number) => `/images/offers/${id}.svg`,
  logo: (slug: string) => `/images/partners/${slug}/logo.svg`,
  favicon: (slug: string, variant = "storefront") =>
    `/images/partners/${slug}/${variant === "partner" ? "favicon-partner" : "favicon"}.svg`,
};

/** Everything needed to render products: their variants, stock, units, categories, vendors, attributes. */
export interface CatalogBundle {
  variants: Map<number, VariantRow[]>;
  stock: Map<number, number>;
  units: Map<number, UnitRow[]>;
  categories: Map<number, typeof categories.$inferSelect>;
  vendors: Map<number, typeof vendors.$inferSelect>;
  attributes: Array<typeof attributes.$inferSelect & { values: Array<typeof attributeValues.$inferSelect> }>;
}

function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Loads the bundle for a set of products in one batch of five queries (no per-product query):
 * stock rides on the variants query and values on the attributes query, so nothing waits on an
 * earlier answer. PGlite runs queries one at a time, so the count of queries is what costs.
 */
export async function loadBundle(db: Db | Tx, tenant: Tenant, rows: ProductRow[]): Promise<CatalogBundle> {
  const ids = rows.map((row) => row.id);
  const categoryIds = [
    ...new Set(rows.map((row) => row.categoryId).filter((id): id is number => id !== null)),
  ];
  const vendorIds = [...new Set(rows.map((row) => row.vendorId).filter((id): id is number => id !== null))];
  const [variantRows, unitRows, categoryRows, vendorRows, attributeRows] = await Promise.all([
    ids.length
      ? db
          .select({ variant: productVariants, quantity: stockLevels.quantity })
          .from(productVariants)
          .leftJoin(stockLevels, eq(stockLevels.variantId, productVariants.id))
          .where(and(eq(productVariants.tenantId, tenant.id), inArray(productVariants.productId, ids)))
          .orderBy(asc(productVariants.position), asc(productVariants.id))
      : [],
    ids.length
      ? db
          .select()
          .from(otherUnitPrices)
          .where(and(eq(otherUnitPrices.tenantId, tenant.id), inArray(otherUnitPrices.productId, ids)))
          .orderBy(asc(otherUnitPrices.id))
      : [],
    categoryIds.length
      ? db
          .select()
          .from(categories)
          .where(and(eq(categories.tenantId, tenant.id), inArray(categories.id, categoryIds)))
      : [],
    vendorIds.length
      ? db
          .select()
          .from(vendors)
          .where(and(eq(vendors.tenantId, tenant.id), inArray(vendors.id, vendorIds)))
      : [],
    db
      .select({ attribute: attributes, value: attributeValues })
      .from(attributes)
      .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
      .where(eq(attributes.tenantId, tenant.id))
      .orderBy(asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  const stock = new Map<number, number>();
  for (const { variant, quantity } of variantRows) {
    // A variant without a stock row has no stock entry (as before the join): it reads as 0.
    if (quantity !== null) stock.set(variant.id, quantity);
  }
  const attributeList: CatalogBundle["attributes"] = [];
  for (const { attribute, value } of attributeRows) {
    let last = attributeList.at(-1);
    if (last?.id !== attribute.id) {
      last = { ...attribute, values: [] };
      attributeList.push(last);
    }
    if (value) last.values.push(value);
  }
  return {
    variants: group(
      variantRows.map((row) => row.variant),
      (row) => row.productId,
    ),
    stock,
    units: group(unitRows, (row) => row.productId),
    categories: new Map(categoryRows.map((row) => [row.id, row])),
    vendors: new Map(vendorRows.map((row) => [row.id, row])),
    attributes: attributeList,
  };
}

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
 * `price`, `tax_rate` is informational.
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
  const totalStock = variants.reduce((sum, v) => sum + (bundle.stock.get(v.id) ?? 0), 0);
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
  const price = selected ? toMajor(selected.priceMinor) : toMajor(row.priceMinor);
  const oldPrice = selected?.oldPriceMinor ? toMajor(selected.oldPriceMinor) : null;
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
    variants: variants.map((v) => ({
      _id: String(v.id),
      name: v.name ?? undefined,
      name_lang: v.nameLang ?? undefined,
      sku: v.sku,
      price: toMajor(v.priceMinor),
      price_inc: toMajor(v.priceMinor),
      old_price: v.oldPriceMinor ? toMajor(v.oldPriceMinor) : null,
      stock: bundle.stock.get(v.id) ?? 0,
      f_image: imagePath.variant(v.id),
      attribute_values: variantValueIds(bundle, v),
    })),
    attributes: productAttributes,
    other_unit_prices: units.map(unitRecord),
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

/** An other-unit price on the wire. */
export function unitRecord(unit: UnitRow) {
  return {
    id: String(unit.id),
    name: unit.name,
    name_lang: unit.nameLang ?? undefined,
    price: toMajor(unit.priceMinor),
    multiplier: unit.multiplier,
  };
}

/** A stored cart or wishlist line, resolved against the catalogue. */
export interface StoredLine {
  productId: number;
  variantId: number | null;
  otherUnitPriceId: number | null;
  qty: number;
}

/** A line with its price and stock resolved from the catalogue (all money in minor units). */
export interface PricedLine {
  line: StoredLine;
  product: ProductRow;
  variant: VariantRow | null;
  unit: UnitRow | null;
  unitPriceMinor: number;
  /** Units the line can take from stock. */
  available: number;
  /** Stock units one unit of the line consumes. */
  multiplier: number;
}

/** Resolves stored lines to priced lines; lines whose product vanished are dropped. */
export async function priceLines(db: Db | Tx, tenant: Tenant, stored: StoredLine[]) {
  if (stored.length === 0) return { priced: [] as PricedLine[], bundle: null, rows: [] as ProductRow[] };
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenant.id),
        inArray(
          products.id,
          stored.map((s) => s.productId),
        ),
      ),
    );
  const bundle = await loadBundle(db, tenant, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const priced: PricedLine[] = [];
  for (const line of stored) {
    const product = byId.get(line.productId);
    if (!product) continue;
    const variants = bundle.variants.get(product.id) ?? [];
    const variant = pickVariant(product, variants, line.variantId);
    const unit = (bundle.units.get(product.id) ?? []).find((u) => u.id === line.otherUnitPriceId) ?? null;
    const multiplier = unit ? unit.multiplier : 1;
    const stock = variant ? (bundle.stock.get(variant.id) ?? 0) : 0;
    priced.push({
      line,
      product,
      variant,
      unit,
      unitPriceMinor: unit ? unit.priceMinor : (variant?.priceMinor ?? product.priceMinor),
      available: Math.floor(stock / multiplier),
      multiplier,
    });
  }
  return { priced, bundle, rows };
}

/** A priced line as the normalised cart line of spec §3. */
export function cartLineRecord(tenant: Tenant, bundle: CatalogBundle, priced: PricedLine): CartLine {
  const { product, variant, unit } = priced;
  const category = product.categoryId ? bundle.categories.get(product.categoryId) : undefined;
  const values = variant
    ? Object.entries(variant.attributeValues).map(([attributeSlug, valueSlug]) => {
        const attribute = bundle.attributes.find((a) => a.slug === attributeSlug);
        const value = attribute?.values.find((v) => v.slug === valueSlug);
        return {
          attribute: attribute?.name ?? attributeSlug,
          value: value?.name ?? valueSlug,
          attributeSlug,
          valueSlug,
        };
      })
    : [];
  const size = values.find((v) => v.attributeSlug === "size");
  const image = variant ? imagePath.variant(variant.id) : imagePath.product(product.id);
  return {
    product_id: String(product.id),
    variant_id: variant ? String(variant.id) : null,
    qty: priced.line.qty,
    sku: variant?.sku ?? product.sku,
    size: size?.value ?? null,
    attr_name: values.length ? values.map((v) => `${v.attribute}: ${v.value}`).join(", ") : null,
    attr_slug: values.length ? values.map((v) => v.valueSlug).join("-") : null,
    outer_product_id: null,
    outer_variant_id: null,
    multiplier: priced.multiplier,
    stock: priced.available,
    image,
    product_img: imagePath.product(product.id),
    name: product.name,
    name_lang: product.nameLang,
    price: toMajor(priced.unitPriceMinor),
    price_inc: toMajor(priced.unitPriceMinor),
    old_price: !unit && variant?.oldPriceMinor ? toMajor(variant.oldPriceMinor) : null,
    tax_rate: product.taxRateBp / 100,
    category_name: category?.name ?? null,
    category_name_lang: category?.nameLang ?? null,
    category_id: category ? String(category.id) : null,
    other_unit_price: unit ? unitRecord(unit) : null,
    business_id: tenant.businessId,
  };
}
