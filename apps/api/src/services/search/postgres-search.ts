import type { ProductFacets } from "@storefront/core/contracts/api/catalog";
import { PRODUCT_COUNT_LIMIT } from "@storefront/core/contracts/product-list-params";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productSearch, products } from "../../db/schema";
import { rowsOf } from "../../lib/rows";
import type { Tenant } from "../../tenancy";
import type { CatalogReference } from "../catalog-bundle";
import { listOrder, orderBy } from "../list-order";
import { productFacets } from "../product-facets";
import { filterWhere } from "../product-filter";
import { correctedKey } from "./corrected-key";
import type { ProductSearchEngine, SearchRequest, SearchResult } from "./search-engine";

/** Below this many matches as typed, the nearest spellings are added (typos). */
const FEW_MATCHES = 3;
/** The nearest spellings considered at most. */
const FUZZY_LIMIT = 48;
/** A key this short (in letters) matches the start of a name only, never inside words. */
const MIN_WORD_SEARCH = 2;

/**
 * Product search on PostgreSQL's full-text search (drizzle/0009): every word of the key, in any
 * order, the last as a prefix, stemmed and normalised (Arabic and English) as the documents are;
 * ranked exact name, name prefix, the name's very words in another order, all words in the name,
 * in SKU/category/vendor/attributes, then anywhere (descriptions), newest first within a rank. When little matches, the nearest
 * spellings (pg_trgm's word similarity of the names) follow, and when nothing did, they are the
 * answer, with the words they match. Ranks are computed over the first `PRODUCT_COUNT_LIMIT`
 * matches; exact and prefix matches of a name are always among them (their own index).
 */
export class PostgresSearch implements ProductSearchEngine {
  constructor(
    private readonly db: Db,
    private readonly reference: (tenant: Tenant) => Promise<CatalogReference>,
  ) {}

  /** Whether the key is long enough to match words (else: the start of names only). */
  #searchesWords(key: string): boolean {
    return [...key.replace(/\s+/g, "")].length >= MIN_WORD_SEARCH;
  }

  /** The FROM and WHERE of the matches as typed (joined to products for the list's filters). */
  #matches(tenant: Tenant, request: SearchRequest): { from: SQL; where: SQL } {
    const filter = filterWhere(tenant, request.filter, request.group);
    const text = this.#searchesWords(request.key)
      ? sql`${productSearch.doc} @@ storefront_tsquery(${request.key})`
      : sql`(${productSearch.nameKey} like storefront_search_key(${request.key}) || '%'
              or ${productSearch.nameArKey} like storefront_search_key(${request.key}) || '%')`;
    return {
      from: sql`${productSearch} join ${products} on ${products.id} = ${productSearch.productId}`,
      where: sql`${productSearch.tenantId} = ${tenant.id} and ${text} and ${filter}`,
    };
  }

  async search(tenant: Tenant, request: SearchRequest): Promise<SearchResult> {
    const { from, where } = this.#matches(tenant, request);
    const page = (offset: number, limit: number) =>
      request.sort === "relevance"
        ? this.#ranked(tenant, { ...request, offset, limit }, from, where)
        : this.#sorted({ ...request, offset, limit }, from, where);
    const rows = await page(request.offset, request.limit);
    const matchedCount = rows[0] ? Number(rows[0].total) : await this.#count(from, where);
    if (matchedCount >= FEW_MATCHES || !this.#searchesWords(request.key)) {
      return {
        ids: rows.map((row) => Number(row.id)),
        total:
          matchedCount > PRODUCT_COUNT_LIMIT
            ? { total: PRODUCT_COUNT_LIMIT, capped: true }
            : { total: matchedCount, capped: false },
        fuzzy: false,
        correctedKey: null,
      };
    }
    // Few or no matches as typed: the nearest spellings after them, paged together.
    const asTyped = (request.offset === 0 ? rows : await page(0, FEW_MATCHES)).map((row) => Number(row.id));
    const near = await this.#nearest(tenant, request, asTyped);
    const all = [...asTyped, ...near.ids];
    return {
      ids: all.slice(request.offset, request.offset + request.limit),
      total: { total: all.length, capped: false },
      fuzzy: matchedCount === 0 && near.ids.length > 0,
      correctedKey: matchedCount === 0 ? near.correctedKey : null,
    };
  }

  /** A page in rank order, with the number of matches (up to the limit + 1) on every row. */
  async #ranked(tenant: Tenant, request: SearchRequest, from: SQL, where: SQL) {
    const filter = filterWhere(tenant, request.filter, request.group);
    const result = await this.db.execute<{ id: number; total: string }>(sql`
      with k as (
        select storefront_search_key(${request.key}) as key,
               cardinality(storefront_search_words(${request.key})) as words
      ),
      matched as (
        select ${productSearch.productId} as id from ${from} where ${where} limit ${PRODUCT_COUNT_LIMIT + 1}
      ),
      named as (
        select ${productSearch.productId} as id from ${from}, k
         where ${productSearch.tenantId} = ${tenant.id} and ${filter}
           and (${productSearch.nameKey} like k.key || '%' or ${productSearch.nameArKey} like k.key || '%')
         limit 100
      ),
      ranked as (
        select ${productSearch.productId} as id, ${products.createdAt} as created_at,
          case
            when ${productSearch.nameKey} = k.key or ${productSearch.nameArKey} = k.key then 0
            when ${productSearch.nameKey} like k.key || '%' or ${productSearch.nameArKey} like k.key || '%' then 1
            when ${productSearch.doc} @@ storefront_tsquery(${request.key}, 'A', true)
              and k.words in (${wordCount(productSearch.nameKey)}, ${wordCount(productSearch.nameArKey)}) then 2
            when ${productSearch.doc} @@ storefront_tsquery(${request.key}, 'A') then 3
            when ${productSearch.doc} @@ storefront_tsquery(${request.key}, 'ABC') then 4
            else 5
          end as tier
          from ${from}, k
         where ${productSearch.productId} in (select id from matched union select id from named)
      )
      select id, (select count(*) from matched) as total from ranked
       order by tier, created_at desc, id desc
       offset ${request.offset} limit ${request.limit}`);
    return rowsOf<{ id: number; total: string }>(result);
  }

  /** A page in one of the list's orders (newest, price, name), with the number of matches. */
  async #sorted(request: SearchRequest, from: SQL, where: SQL) {
    const order = listOrder(request.sort, request.group);
    const result = await this.db
      .select({ id: products.id, total: sql<string>`count(*) over ()` })
      .from(
        sql`(select ${products.id} as match_id from ${from} where ${where} limit ${PRODUCT_COUNT_LIMIT + 1}) matched`,
      )
      .innerJoin(products, sql`${products.id} = matched.match_id`)
      .orderBy(...orderBy(order))
      .offset(request.offset)
      .limit(request.limit);
    return result;
  }

  async #count(from: SQL, where: SQL): Promise<number> {
    const result = await this.db.execute<{ n: string }>(
      sql`select count(*) as n from (select 1 from ${from} where ${where} limit ${PRODUCT_COUNT_LIMIT + 1}) m`,
    );
    return Number(rowsOf<{ n: string }>(result)[0]?.n ?? 0);
  }

  /** The nearest spellings of the key among the names (word similarity), best first, and the words they match. */
  async #nearest(tenant: Tenant, request: SearchRequest, exclude: readonly number[]) {
    const filter = filterWhere(tenant, request.filter, request.group);
    const result = await this.db.execute<{
      id: number;
      name_key: string;
      name_ar_key: string;
      words: string[];
    }>(sql`
      with k as (select storefront_search_key(${request.key}) as key)
      select ${productSearch.productId} as id, ${productSearch.nameKey} as name_key,
             ${productSearch.nameArKey} as name_ar_key, storefront_search_words(${request.key}) as words
        from ${productSearch} join ${products} on ${products.id} = ${productSearch.productId}, k
       where ${productSearch.tenantId} = ${tenant.id} and ${filter}
         and (k.key <% ${productSearch.nameKey} or k.key <% ${productSearch.nameArKey})
         ${exclude.length ? sql`and ${productSearch.productId} <> all(${`{${exclude.join(",")}}`}::int[])` : sql``}
       order by greatest(word_similarity(k.key, ${productSearch.nameKey}), word_similarity(k.key, ${productSearch.nameArKey})) desc,
                ${products.createdAt} desc, ${products.id} desc
       limit ${FUZZY_LIMIT}`);
    const rows = rowsOf<{ id: number; name_key: string; name_ar_key: string; words: string[] | string }>(
      result,
    );
    const best = rows[0];
    const words = best ? wordsOf(best.words) : [];
    return {
      ids: rows.map((row) => Number(row.id)),
      correctedKey: best ? correctedKey(words, `${best.name_key} ${best.name_ar_key}`.split(" ")) : null,
    };
  }

  async facets(tenant: Tenant, request: SearchRequest): Promise<ProductFacets> {
    const { from, where } = this.#matches(tenant, request);
    return productFacets(this.db, {
      from,
      where,
      group: request.group,
      reference: await this.reference(tenant),
    });
  }

  async suggest(tenant: Tenant, key: string, limit: number): Promise<number[]> {
    const page = await this.search(tenant, {
      key,
      filter: {
        key,
        categoryIds: null,
        vendorId: null,
        kind: null,
        featured: false,
        attrs: new Map(),
        minPriceMinor: null,
        maxPriceMinor: null,
        ids: null,
      },
      group: null,
      sort: "relevance",
      offset: 0,
      limit,
    });
    return page.ids;
  }
}

/** How many words a normalised name has (one space between words). */
function wordCount(column: typeof productSearch.nameKey | typeof productSearch.nameArKey): SQL {
  return sql`coalesce(array_length(string_to_array(nullif(${column}, ''), ' '), 1), 0)`;
}

/** A text[] as either driver reads it (PGlite: an array; node-postgres: an array too, or `{a,b}`). */
function wordsOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}
