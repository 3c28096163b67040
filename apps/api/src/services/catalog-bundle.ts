import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  attributes,
  attributeValues,
  categories,
  otherUnitPrices,
  type products,
  productVariants,
  stockLevels,
  vendors,
} from "../db/schema";
import type { Tenant } from "../tenancy";
import { loadPriceList, type PriceGroup, type PriceList } from "./price-groups";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type UnitRow = typeof otherUnitPrices.$inferSelect;

/** Everything needed to render products: their variants, stock, units, categories, vendors, attributes. */
export interface CatalogBundle {
  variants: Map<number, VariantRow[]>;
  stock: Map<number, number>;
  units: Map<number, UnitRow[]>;
  categories: Map<number, typeof categories.$inferSelect>;
  vendors: Map<number, typeof vendors.$inferSelect>;
  attributes: Array<typeof attributes.$inferSelect & { values: Array<typeof attributeValues.$inferSelect> }>;
  /** The shopper's prices: list prices, or their price group's. */
  prices: PriceList;
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

type AttributeList = CatalogBundle["attributes"];

/**
 * The tenant-wide part of a bundle: every category, vendor and attribute of the tenant. It is the
 * same for every product, so a catalogue read keeps it per catalogue version (`catalogReference`
 * in catalog-answers.ts) instead of asking for it again with each answer it builds. Its size is the
 * tenant's categories and attributes, never its products.
 */
export interface CatalogReference {
  categories: CatalogBundle["categories"];
  vendors: CatalogBundle["vendors"];
  attributes: AttributeList;
}

function attributesQuery(db: Db | Tx, tenant: Tenant) {
  return db
    .select({ attribute: attributes, value: attributeValues })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(eq(attributes.tenantId, tenant.id))
    .orderBy(asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id));
}

/** Attribute rows joined with their values (in order), as one list of attributes with values. */
function attributeList(rows: Awaited<ReturnType<typeof attributesQuery>>): AttributeList {
  const list: AttributeList = [];
  for (const { attribute, value } of rows) {
    let last = list.at(-1);
    if (last?.id !== attribute.id) {
      last = { ...attribute, values: [] };
      list.push(last);
    }
    if (value) last.values.push(value);
  }
  return list;
}

/** The tenant's reference data (three queries, none waiting on another). */
export async function loadReference(db: Db, tenant: Tenant): Promise<CatalogReference> {
  const [categoryRows, vendorRows, attributeRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.tenantId, tenant.id)),
    db.select().from(vendors).where(eq(vendors.tenantId, tenant.id)),
    attributesQuery(db, tenant),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row])),
    vendors: new Map(vendorRows.map((row) => [row.id, row])),
    attributes: attributeList(attributeRows),
  };
}

/**
 * Loads the bundle for a set of products in one batch of five queries (no per-product query),
 * six with a price group (its own prices of these products): stock rides on the variants query
 * and values on the attributes query, so nothing waits on an earlier answer. PGlite runs queries
 * one at a time, so the count of queries is what costs. With the tenant's `reference` (kept by
 * the catalogue cache) only the variants and the units are asked for.
 */
export async function loadBundle(
  db: Db | Tx,
  tenant: Tenant,
  rows: ProductRow[],
  priceGroup: PriceGroup | null,
  reference?: CatalogReference,
): Promise<CatalogBundle> {
  const ids = rows.map((row) => row.id);
  const categoryIds = [
    ...new Set(rows.map((row) => row.categoryId).filter((id): id is number => id !== null)),
  ];
  const vendorIds = [...new Set(rows.map((row) => row.vendorId).filter((id): id is number => id !== null))];
  const [variantRows, unitRows, categoryRows, vendorRows, attributeRows, prices] = await Promise.all([
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
    categoryIds.length && !reference
      ? db
          .select()
          .from(categories)
          .where(and(eq(categories.tenantId, tenant.id), inArray(categories.id, categoryIds)))
      : [],
    vendorIds.length && !reference
      ? db
          .select()
          .from(vendors)
          .where(and(eq(vendors.tenantId, tenant.id), inArray(vendors.id, vendorIds)))
      : [],
    reference ? [] : attributesQuery(db, tenant),
    loadPriceList(db, tenant, priceGroup, ids),
  ]);
  const stock = new Map<number, number>();
  for (const { variant, quantity } of variantRows) {
    // A variant without a stock row has no stock entry (as before the join): it reads as 0.
    if (quantity !== null) stock.set(variant.id, quantity);
  }
  return {
    variants: group(
      variantRows.map((row) => row.variant),
      (row) => row.productId,
    ),
    stock,
    units: group(unitRows, (row) => row.productId),
    categories: reference?.categories ?? new Map(categoryRows.map((row) => [row.id, row])),
    vendors: reference?.vendors ?? new Map(vendorRows.map((row) => [row.id, row])),
    attributes: reference?.attributes ?? attributeList(attributeRows),
    prices,
  };
}
