import type { productListQuerySchema } from "@storefront/core/contracts/api/catalog";
import { MAX_RECORD_ID } from "@storefront/core/contracts/api/common";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Db } from "../db/client";
import { categories, priceGroupPrices, products, productVariants, searchKeywords } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import type { PriceGroup } from "./price-groups";

/** The validated query of the product list. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/**
 * What a product list is narrowed by, resolved: a suggestion's keyword to its text and category,
 * a category to itself and its children. `structural` filters (category, vendor, kind, featured)
 * have stored totals (`product_counts`); the others are counted.
 */
export interface ProductFilter {
  /** The text search, if any (`key`, or the suggestion's keyword). */
  key: string | null;
  categoryIds: number[] | null;
  vendorId: number | null;
  kind: string | null;
  featured: boolean;
  attrs: Map<string, string[]>;
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  /** Only these products (`ids`), or null. */
  ids: number[] | null;
}

/** Resolves the list query's filters (one query for a category's children, one for a suggestion). */
export async function resolveFilter(db: Db, tenant: Tenant, query: ProductListQuery): Promise<ProductFilter> {
  let key = query.key?.trim() || null;
  let categoryId = query.category_id ? Number(query.category_id) : null;
  if (query.key_word_id) {
    const [keyword] = await db
      .select({ keyword: searchKeywords.keyword, categoryId: searchKeywords.categoryId })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.id, Number(query.key_word_id))))
      .limit(1);
    if (!keyword) throw notFound("keyword_not_found", "This suggestion does not exist");
    key = keyword.keyword;
    categoryId = keyword.categoryId ?? categoryId;
  }
  let categoryIds: number[] | null = null;
  if (categoryId !== null) {
    const children = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, tenant.id), eq(categories.parentId, categoryId)));
    categoryIds = [categoryId, ...children.map((row) => row.id)];
  }
  const attrs = new Map<string, string[]>();
  for (const pair of query.attrs?.split(",") ?? []) {
    const [attribute = "", value = ""] = pair.split(":");
    attrs.set(attribute, [...(attrs.get(attribute) ?? []), value]);
  }
  return {
    key,
    categoryIds,
    vendorId: query.vendor_id ? Number(query.vendor_id) : null,
    kind: query.kind ?? null,
    featured: query.featured === "1" || query.featured === "true",
    attrs,
    minPriceMinor: query.min_price === undefined ? null : Math.round(query.min_price * 100),
    maxPriceMinor: query.max_price === undefined ? null : Math.round(query.max_price * 100),
    // A 10-digit id past the int column names no product: left out rather than sent to the database.
    ids: query.ids
      ? [...new Set(query.ids.split(",").map(Number))].filter((id) => id <= MAX_RECORD_ID)
      : null,
  };
}

/** Whether the filter has a stored total: only category, vendor, kind and featured narrow it. */
export function hasStoredTotal(filter: ProductFilter): boolean {
  return (
    filter.key === null &&
    filter.attrs.size === 0 &&
    filter.minPriceMinor === null &&
    filter.maxPriceMinor === null &&
    filter.ids === null
  );
}

/** The WHERE of the filter over `products`, the text search left out (the search engine's). */
export function filterWhere(tenant: Tenant, filter: ProductFilter, group: PriceGroup | null): SQL {
  const where: SQL[] = [eq(products.tenantId, tenant.id)];
  if (filter.categoryIds) {
    where.push(
      filter.categoryIds.length === 1
        ? eq(products.categoryId, filter.categoryIds[0] ?? 0)
        : inArray(products.categoryId, filter.categoryIds),
    );
  }
  if (filter.ids !== null) where.push(filter.ids.length ? inArray(products.id, filter.ids) : sql`false`);
  if (filter.vendorId !== null) where.push(eq(products.vendorId, filter.vendorId));
  if (filter.kind !== null) where.push(eq(products.kind, filter.kind));
  if (filter.featured) where.push(eq(products.featured, true));
  for (const [attribute, values] of filter.attrs) {
    where.push(
      sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.attribute_values->>${attribute} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}))`,
    );
  }
  // Bounds in major units up to 10^8 are past the integer column in minor units: compared as bigint.
  const price = fromPrice(group);
  if (filter.minPriceMinor !== null) where.push(sql`${price} >= ${filter.minPriceMinor}::bigint`);
  if (filter.maxPriceMinor !== null) where.push(sql`${price} <= ${filter.maxPriceMinor}::bigint`);
  return and(...where) as SQL;
}

/**
 * The "from" price the shopper sees, as price sort and bounds compare it: the stored list price
 * (`products.price_minor`, the cheapest variant's, indexed), or for a price group's customer the
 * cheapest variant at the group's prices — its own price of a variant, else the list price less
 * its percentage, rounded to the minor unit as `groupPriceList` does (decision 0026).
 */
export function fromPrice(group: PriceGroup | null): SQL | typeof products.priceMinor {
  if (!group) return products.priceMinor;
  const keep = sql`${10_000 - group.percentOffBp}::numeric / 10000`;
  return sql`coalesce((
    select min(coalesce(${priceGroupPrices.priceMinor}, round(${productVariants.priceMinor} * ${keep})))
    from ${productVariants}
    left join ${priceGroupPrices}
      on ${priceGroupPrices.variantId} = ${productVariants.id} and ${priceGroupPrices.groupId} = ${group.id}
    where ${productVariants.productId} = ${products.id}
  ), round(${products.priceMinor} * ${keep}))`;
}
