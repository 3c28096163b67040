import type { ProductFacets } from "@storefront/core/contracts/api/catalog";
import { PRODUCT_COUNT_LIMIT } from "@storefront/core/contracts/product-list-params";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { ApiError } from "../lib/errors";
import { pageOf } from "../lib/pagination";
import type { Tenant } from "../tenancy";
import { type CatalogReference, loadBundle } from "./catalog-bundle";
import { afterCursor, decodeCursor, encodeCursor, listOrder, orderBy } from "./list-order";
import type { PriceGroup } from "./price-groups";
import { productFacets } from "./product-facets";
import {
  filterWhere,
  hasStoredTotal,
  type ProductFilter,
  type ProductListQuery,
  resolveFilter,
} from "./product-filter";
import { productRecord } from "./product-record";
import { countedTotal, type ListTotal, storedTotal } from "./product-totals";
import type { ProductSearchEngine, SearchRequest } from "./search/search-engine";

export type { ProductListQuery } from "./product-filter";

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

/** What the product list needs besides the database: the tenant's reference data and the search. */
export interface ListContext {
  db: Db;
  tenant: Tenant;
  group: PriceGroup | null;
  reference: CatalogReference;
  search: ProductSearchEngine;
}

/**
 * Pages are numbered as deep as this many products: past it, a list continues with `after` (the
 * page before's `next_cursor`), which an index answers at any depth.
 */
const DEEPEST_PAGE_OFFSET = PRODUCT_COUNT_LIMIT;

/**
 * One page of the product list as the endpoint answers it: the products at the shopper's prices,
 * the total (stored for a category, a vendor or the whole catalogue; counted up to a limit for
 * other filters), the cursor of the next page, and on searches and category or vendor lists the
 * facets. A search goes to the search engine; a list is read off the index of its order.
 */
export async function productPage(context: ListContext, query: ProductListQuery) {
  const { db, tenant } = context;
  const filter = await resolveFilter(db, tenant, query);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 24;
  if (!query.after && (page - 1) * perPage > DEEPEST_PAGE_OFFSET) {
    throw new ApiError(400, "validation_failed", "Invalid query", [
      {
        path: "query.page",
        message: `Pages are numbered up to ${DEEPEST_PAGE_OFFSET} products deep: continue with after`,
      },
    ]);
  }
  const listed = filter.key
    ? await searchedPage(context, filter, query, page, perPage)
    : await listedPage(context, filter, query, page, perPage);
  const rows = listed.ids.length
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenant.id), inArray(products.id, listed.ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = listed.ids.flatMap((id) => byId.get(id) ?? []);
  const items = await renderProducts(db, tenant, ordered, context.group, context.reference);
  return {
    ...pageOf(items, page, perPage, listed.total.total),
    next_cursor: listed.nextCursor,
    total_capped: listed.total.capped,
    facets: listed.facets,
    search: listed.search,
  };
}

interface ListedPage {
  ids: number[];
  total: ListTotal;
  nextCursor: string | null;
  facets: ProductFacets | null;
  search: { fuzzy: boolean; corrected_key: string | null } | null;
}

async function listedPage(
  context: ListContext,
  filter: ProductFilter,
  query: ProductListQuery,
  page: number,
  perPage: number,
): Promise<ListedPage> {
  const { db, tenant, group } = context;
  const order = listOrder(query.sort, group);
  const where = filterWhere(tenant, filter, group);
  const after = query.after ? afterCursor(order, decodeCursor(order, query.after)) : null;
  const facetsWanted = filter.categoryIds !== null || filter.vendorId !== null;
  const [rows, total, facets] = await Promise.all([
    db
      .select({ id: products.id, cursor: order.cursorValue })
      .from(products)
      .where(after ? and(where, after) : where)
      .orderBy(...orderBy(order))
      // One more than the page: whether a next page exists, without counting.
      .limit(perPage + 1)
      .offset(after ? 0 : (page - 1) * perPage),
    hasStoredTotal(filter) ? storedTotal(db, tenant, filter) : countedTotal(db, where),
    facetsWanted
      ? productFacets(db, { from: sql`${products}`, where, group, reference: context.reference })
      : null,
  ]);
  const shown = rows.slice(0, perPage);
  const last = shown.at(-1);
  return {
    ids: shown.map((row) => row.id),
    total,
    nextCursor:
      rows.length > perPage && last ? encodeCursor(order, last.cursor as string | number, last.id) : null,
    facets,
    search: null,
  };
}

async function searchedPage(
  context: ListContext,
  filter: ProductFilter,
  query: ProductListQuery,
  page: number,
  perPage: number,
): Promise<ListedPage> {
  const offset = query.after ? searchOffset(query.after) : (page - 1) * perPage;
  const request: SearchRequest = {
    key: filter.key ?? "",
    filter,
    group: context.group,
    sort: query.sort ?? "relevance",
    offset,
    limit: perPage,
  };
  const found = await context.search.search(context.tenant, request);
  // Nearest spellings are narrowed among themselves; matches as typed by the engine's facets.
  const facets = found.fuzzy
    ? await productFacets(context.db, {
        from: sql`${products}`,
        where: and(eq(products.tenantId, context.tenant.id), inArray(products.id, found.ids)) as SQL,
        group: context.group,
        reference: context.reference,
      })
    : await context.search.facets(context.tenant, request);
  const more = offset + found.ids.length < found.total.total;
  return {
    ids: found.ids,
    total: found.total,
    nextCursor: more ? Buffer.from(JSON.stringify(["search", offset + perPage])).toString("base64url") : null,
    facets,
    search: { fuzzy: found.fuzzy, corrected_key: found.correctedKey },
  };
}

/** A search's cursor is its offset in the ranked matches (which are bounded). */
function searchOffset(cursor: string): number {
  try {
    const [kind, offset] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (kind === "search" && Number.isSafeInteger(offset) && (offset as number) >= 0) return offset as number;
  } catch {}
  throw new ApiError(400, "validation_failed", "Invalid query", [
    { path: "query.after", message: "Not a cursor of this search (use the next_cursor of a page)" },
  ]);
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
