import type { productListQuerySchema } from "@storefront/core/contracts/api/catalog";
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Db } from "../db/client";
import { categories, priceGroupPrices, products, productVariants, searchKeywords } from "../db/schema";
import { notFound } from "../lib/errors";
import { pageOf } from "../lib/pagination";
import type { Tenant } from "../tenancy";
import { type CatalogReference, loadBundle } from "./catalog-bundle";
import type { PriceGroup } from "./price-groups";
import { productRecord } from "./product-record";

/** The validated query of the product list. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Escapes a user string for LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Products rendered in the source shape, in the order given, at the shopper's prices. */
export async function renderProducts(
  db: Db,
  tenant: Tenant,
  rows: Array<typeof products.$inferSelect>,
  group: PriceGroup | null,
  reference?: CatalogReference,
) {
  const bundle = await loadBundle(db, tenant, rows, group, reference);
  return rows.map((row) => productRecord(tenant, bundle, row));
}

/** Finds the ids of the products a search key matches (the tenant's `SearchIndex`). */
export type SearchMatch = (key: string) => number[];

/**
 * The WHERE of the product list (a keyword id is resolved to its text and category), and for a
 * search the number of products the key matched: no more can pass the whole filter.
 */
async function listFilter(
  db: Db,
  tenant: Tenant,
  query: ProductListQuery,
  search: SearchMatch,
  group: PriceGroup | null,
): Promise<{ where: SQL; atMost?: number }> {
  const where: SQL[] = [eq(products.tenantId, tenant.id)];
  if (query.category_id) {
    const id = Number(query.category_id);
    const children = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, tenant.id), eq(categories.parentId, id)));
    where.push(inArray(products.categoryId, [id, ...children.map((row) => row.id)]));
  }
  if (query.vendor_id) where.push(eq(products.vendorId, Number(query.vendor_id)));
  if (query.kind) where.push(eq(products.kind, query.kind));
  if (query.featured === "1" || query.featured === "true") where.push(eq(products.featured, true));
  let key = query.key;
  if (query.key_word_id) {
    const [keyword] = await db
      .select({ keyword: searchKeywords.keyword, categoryId: searchKeywords.categoryId })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.id, Number(query.key_word_id))))
      .limit(1);
    if (!keyword) throw notFound("keyword_not_found", "This suggestion does not exist");
    key = keyword.keyword;
    if (keyword.categoryId) where.push(eq(products.categoryId, keyword.categoryId));
  }
  let atMost: number | undefined;
  if (key) {
    // One array parameter, however many products match.
    const ids = search(key);
    atMost = ids.length;
    where.push(ids.length > 0 ? sql`${products.id} = any(${`{${ids.join(",")}}`}::int[])` : sql`false`);
  }
  if (query.attrs) {
    const wanted = new Map<string, string[]>();
    for (const pair of query.attrs.split(",")) {
      const [attribute = "", value = ""] = pair.split(":");
      wanted.set(attribute, [...(wanted.get(attribute) ?? []), value]);
    }
    for (const [attribute, values] of wanted) {
      where.push(
        sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.attribute_values->>${attribute} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}))`,
      );
    }
  }
  // Bounds in major units up to 10^8 are past the integer column in minor units: compared as bigint.
  const price = fromPrice(group);
  if (query.min_price !== undefined) where.push(sql`${price} >= ${query.min_price * 100}::bigint`);
  if (query.max_price !== undefined) where.push(sql`${price} <= ${query.max_price * 100}::bigint`);
  return { where: and(...where) as SQL, atMost };
}

/**
 * The "from" price the shopper sees, as price sort and bounds compare it: the stored list price
 * (`products.price_minor`, the cheapest variant's, indexed), or for a price group's customer the
 * cheapest variant at the group's prices — its own price of a variant, else the list price less
 * its percentage, rounded to the minor unit as `groupPriceList` does (decision 0026).
 */
function fromPrice(group: PriceGroup | null): SQL | typeof products.priceMinor {
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

/** The list's order for a sort; `id` breaks ties, so pages never overlap or skip a product. */
function listOrder(sort: ProductListQuery["sort"], group: PriceGroup | null) {
  switch (sort ?? "newest") {
    case "price_asc":
      return [asc(fromPrice(group)), asc(products.id)];
    case "price_desc":
      return [desc(fromPrice(group)), desc(products.id)];
    case "name_asc":
      return [asc(products.name), asc(products.id)];
    case "name_desc":
      return [desc(products.name), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of the product list with the total, as the list endpoint answers it, at the shopper's
 * prices: price sort and bounds compare the prices shown (`fromPrice`).
 */
export async function productPage(
  db: Db,
  tenant: Tenant,
  query: ProductListQuery,
  search: SearchMatch,
  group: PriceGroup | null,
  reference?: CatalogReference,
) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 24;
  const { where, atMost } = await listFilter(db, tenant, query, search, group);
  // When a search matched no more products than a page holds, the first page holds every match:
  // its row count is the total, and the count is not asked for (about half of the page query's time).
  const pageHoldsAll = page === 1 && atMost !== undefined && atMost <= perPage;
  // Otherwise the total rides on the page query as an uncorrelated sub-select (evaluated once, an
  // index-only count): one round trip. Not `count(*) over ()`, which makes PostgreSQL read every
  // matching row before the LIMIT (10,000 wide rows for the bulk partner's first page). Inside
  // the sub-select, "products" names the inner table, so the same WHERE applies to it.
  const rows = await db
    .select({
      ...getTableColumns(products),
      total: pageHoldsAll
        ? sql<null>`null`
        : sql<number>`(select count(*)::int from ${products} where ${where})`,
    })
    .from(products)
    .where(where)
    .orderBy(...listOrder(query.sort, group))
    .limit(perPage)
    .offset((page - 1) * perPage);
  // A page past the end has no row to carry the total.
  const total = pageHoldsAll
    ? rows.length
    : rows[0]
      ? Number(rows[0].total)
      : Number((await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where))[0]?.n ?? 0);
  const items = await renderProducts(
    db,
    tenant,
    rows.map(({ total: _total, ...row }) => row),
    group,
    reference,
  );
  return pageOf(items, page, perPage, total);
}

/** The divine partner's offerings: products of kind `offering`, in catalogue order. */
export async function offeringList(db: Db, tenant: Tenant, group: PriceGroup | null) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.kind, "offering")))
    .orderBy(asc(products.id));
  return renderProducts(db, tenant, rows, group);
}
