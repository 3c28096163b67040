import { PRODUCT_SORTS, type ProductSort } from "@storefront/core/contracts/product-list-params";
import {
  isIsoDate,
  isProductAttrs,
  isProductSort,
  isRecordId,
  readPageNumber,
  readPriceBound,
  readSearchText,
} from "./search-values";

/**
 * The URL state of the catalogue pages, read as core's contract schemas read it (the same ones the
 * API validates with), so a link the storefront builds is always a query the API accepts. The
 * readers are zod-free (`search-values.ts`, proven equal to the schemas by its test): the router
 * runs these validators on every navigation and at hydration, in the browser's first load.
 * Invalid values are dropped, never fatal: `?page=abc` shows page 1, it is not an error page.
 * Validators return every key they know, `undefined` when absent or invalid: the router merges a
 * route's validated search over the raw one, so an explicit `undefined` is what removes a bad value
 * (and the router's serialiser leaves undefined values out of URLs).
 *
 * Record ids live in the search state as numbers: the router's default search serialiser writes a
 * string that looks like JSON (`"23"`) with quotes (`variant_id=%2223%22`), a number plainly
 * (`variant_id=23`), as spec §2 and the API expect.
 */

export type { ProductSort };

/** The sort orders, in the order the sort menu lists them. */
export const PRODUCT_SORT_ORDERS: readonly ProductSort[] = PRODUCT_SORTS;

/** Products per page of the paginated grid. */
export const PAGE_SIZE = 12;

/** The search state of `/products` (and `/digital-products`). */
export interface ProductsSearch {
  page?: number;
  category_id?: number;
  vendor_id?: number;
  /** Attribute filters, as the API takes them: `size:m,colour:red`. */
  attrs?: string;
  sort?: ProductSort;
  /** Text search (spec §2). */
  key?: string;
  /** A chosen suggestion (spec §2). */
  key_word_id?: number;
  /** Price bounds in major units (a price facet's range). */
  min_price?: number;
  max_price?: number;
}

/** The search state of a product page: the chosen variant (spec §2) and, for tickets, the visit day. */
export interface ProductSearch {
  variant_id?: number;
  /** `YYYY-MM-DD`: the day of the visit (adventure-park tickets). */
  visit_date?: string;
}

/** The search state of `/search`. */
export interface SearchPageSearch {
  key?: string;
  key_word_id?: number;
}

/** The search state of the mobile category browser (`/category`). */
export interface CategoryBrowserSearch {
  category_id?: number;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A record id from the URL (`23` or `"23"`) as a number, or undefined. */
export function readRecordId(value: unknown): number | undefined {
  const raw = first(value);
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const text = String(raw).trim();
  return isRecordId(text) ? Number(text) : undefined;
}

function readText(value: unknown): string | undefined {
  const raw = first(value);
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const text = readSearchText(String(raw));
  return text ? text : undefined;
}

/** Drops undefined entries, so equal queries are equal objects (stable query keys). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `validateSearch` of `/products`. */
export function validateProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const page = readPageNumber(first(search.page));
  const attrs = first(search.attrs);
  const sort = first(search.sort);
  // Key order is URL order: the page last (`?category_id=3&sort=price_asc&page=2`).
  return {
    category_id: readRecordId(search.category_id),
    vendor_id: readRecordId(search.vendor_id),
    attrs: typeof attrs === "string" && isProductAttrs(attrs) ? normalizeAttrs(attrs) : undefined,
    sort: isProductSort(sort) ? sort : undefined,
    key: readText(search.key),
    key_word_id: readRecordId(search.key_word_id),
    min_price: readPriceBound(first(search.min_price)),
    max_price: readPriceBound(first(search.max_price)),
    page: page !== undefined && page > 1 ? page : undefined,
  };
}

/** `validateSearch` of a product page. */
export function validateProductSearch(search: Record<string, unknown>): ProductSearch {
  const day = first(search.visit_date);
  return {
    variant_id: readRecordId(search.variant_id),
    visit_date: typeof day === "string" && isIsoDate(day) ? day : undefined,
  };
}

/** `validateSearch` of `/search`. */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  return { key: readText(search.key), key_word_id: readRecordId(search.key_word_id) };
}

/** `validateSearch` of `/category`. */
export function validateCategoryBrowserSearch(search: Record<string, unknown>): CategoryBrowserSearch {
  return { category_id: readRecordId(search.category_id) };
}

/** Attribute filters as a map: attribute slug → chosen value slugs. */
export function parseAttrs(attrs: string | undefined): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const pair of attrs ? attrs.split(",") : []) {
    const [attribute, value] = pair.split(":");
    if (!attribute || !value) continue;
    const values = map.get(attribute) ?? new Set<string>();
    values.add(value);
    map.set(attribute, values);
  }
  return map;
}

/** The `attrs` value of a filter map, sorted (one URL per filter set), or undefined when empty. */
export function formatAttrs(map: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const pairs = [...map.keys()]
    .sort()
    .flatMap((attribute) => [...(map.get(attribute) ?? [])].sort().map((value) => `${attribute}:${value}`));
  return pairs.length > 0 ? pairs.join(",") : undefined;
}

function normalizeAttrs(attrs: string): string | undefined {
  return formatAttrs(parseAttrs(attrs));
}

/** Adds or removes one attribute value from the filters. */
export function toggleAttr(attrs: string | undefined, attribute: string, value: string): string | undefined {
  const map = parseAttrs(attrs);
  const values = map.get(attribute) ?? new Set<string>();
  if (values.has(value)) values.delete(value);
  else values.add(value);
  if (values.size === 0) map.delete(attribute);
  else map.set(attribute, values);
  return formatAttrs(map);
}

/** Fixed filters of a product list route (e.g. `/digital-products` lists `kind: digital` only). */
export interface ProductListPreset {
  kind?: "product" | "offering" | "ticket" | "digital";
}

/** The API query (`GET /products`) of a product list state; ids as the API's strings. */
export interface ProductListQuery {
  page?: number;
  per_page: number;
  category_id?: string;
  vendor_id?: string;
  attrs?: string;
  sort?: ProductSort;
  key?: string;
  key_word_id?: string;
  kind?: ProductListPreset["kind"];
  min_price?: number;
  max_price?: number;
  /** Only these products (comma-separated ids, at most 12): the recently viewed's cards. */
  ids?: string;
}

/** The API query of a list state: the page of `PAGE_SIZE` (or `perPage`) products it shows. */
export function toProductListQuery(
  search: ProductsSearch,
  preset: ProductListPreset = {},
  perPage: number = PAGE_SIZE,
): ProductListQuery {
  const id = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return compact({
    page: search.page,
    per_page: perPage,
    category_id: id(search.category_id),
    vendor_id: id(search.vendor_id),
    attrs: search.attrs,
    sort: search.sort,
    key: search.key_word_id === undefined ? search.key : undefined,
    key_word_id: id(search.key_word_id),
    kind: preset.kind,
    min_price: search.min_price,
    max_price: search.max_price,
  });
}

/** The filters of a list state without its page (what a block query of the long list shares). */
export function withoutPage(search: ProductsSearch): ProductsSearch {
  const { page: _page, ...rest } = search;
  return rest;
}
