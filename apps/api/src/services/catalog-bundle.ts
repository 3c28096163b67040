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

/**
 * Loads the bundle for a set of products in one batch of five queries (no per-product query),
 * six with a price group (its own prices of these products): stock rides on the variants query
 * and values on the attributes query, so nothing waits on an earlier answer. PGlite runs queries
 * one at a time, so the count of queries is what costs.
 */
export async function loadBundle(
  db: Db | Tx,
  tenant: Tenant,
  rows: ProductRow[],
  priceGroup: PriceGroup | null,
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
    loadPriceList(db, tenant, priceGroup, ids),
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
    prices,
  };
}
