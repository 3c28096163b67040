import type { CartLine, LineDetails } from "@storefront/core/contracts/cart-line";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { type otherUnitPrices, products, type productVariants } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { type CatalogBundle, loadBundle } from "./catalog-bundle";
import { imagePath } from "./image-paths";
import { keptDetails } from "./menu-pricing";
import type { PriceGroup } from "./price-groups";
import { pickVariant, unitRecord } from "./product-record";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type UnitRow = typeof otherUnitPrices.$inferSelect;

/** A stored cart or wishlist line, resolved against the catalogue. */
export interface StoredLine {
  productId: number;
  variantId: number | null;
  otherUnitPriceId: number | null;
  qty: number;
  /** The shopper's details of a cart line (none on wishlist lines). */
  details?: LineDetails;
  /** A ticket line's visit day (`YYYY-MM-DD`), or null. */
  visitDate?: string | null;
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

/**
 * Resolves stored lines to priced lines at the shopper's prices (list prices, or the price
 * group's); lines whose product vanished are dropped.
 */
export async function priceLines(
  db: Db | Tx,
  tenant: Tenant,
  stored: StoredLine[],
  group: PriceGroup | null,
) {
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
  const bundle = await loadBundle(db, tenant, rows, group);
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
      unitPriceMinor: unit
        ? bundle.prices.unit(unit)
        : variant
          ? bundle.prices.variant(variant).price
          : product.priceMinor,
      // A tiny tolerance: 0.3 kg of stock at 0.1 kg a piece is 3 pieces, not 2.999….
      available: Math.floor(stock / multiplier + 1e-9),
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
  const details = keptDetails(priced.line.details);
  // A unit line shows no struck-through price (old prices are the variant's).
  const oldPrice = !unit && variant ? bundle.prices.variant(variant).oldPrice : null;
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
    old_price: oldPrice ? toMajor(oldPrice) : null,
    tax_rate: product.taxRateBp / 100,
    category_name: category?.name ?? null,
    category_name_lang: category?.nameLang ?? null,
    category_id: category ? String(category.id) : null,
    other_unit_price: unit ? unitRecord(unit, priced.unitPriceMinor) : null,
    business_id: tenant.businessId,
    is_digital: product.isDigital,
    ...(details ? { details } : {}),
    ...(priced.line.visitDate ? { visit_date: priced.line.visitDate } : {}),
  };
}

/**
 * The stock a quantity of a line takes, in the variant's base unit, to the stock column's three
 * decimals: 1 piece at 0.25 kg takes 0.25 kg, not a whole kilogram.
 */
export function stockTaken(qty: number, multiplier: number): number {
  return Math.round(qty * multiplier * 1000) / 1000;
}

/** Priced lines as totals lines: the unit price paid, the quantity and the product's VAT rate. */
export function totalsLines(priced: PricedLine[]) {
  return priced.map((line) => ({
    unitPriceMinor: line.unitPriceMinor,
    qty: line.line.qty,
    taxRateBp: line.product.taxRateBp,
  }));
}
