import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ProductListQuery } from "./search-params";

// The contracts, and the zod schemas they build, load with the first call: not with the home's code.
const catalogContracts = () => import("@storefront/core/contracts/api/catalog");
const getProduct = lazyEndpoint(catalogContracts, "getProduct");
const getSuggestions = lazyEndpoint(catalogContracts, "getSuggestions");
const getVendor = lazyEndpoint(catalogContracts, "getVendor");
const listAttributes = lazyEndpoint(catalogContracts, "listAttributes");
const listCategories = lazyEndpoint(catalogContracts, "listCategories");
const listProducts = lazyEndpoint(catalogContracts, "listProducts");
const listVendors = lazyEndpoint(catalogContracts, "listVendors");
const getHome = lazyEndpoint(() => import("@storefront/core/contracts/api/pages"), "getHome");

/**
 * Query options over the catalogue endpoints (apps/api README, "Catalogue"). Loaders prefetch with
 * `queryClient.ensureQueryData(xQueryOptions(client, …))` and components read the same options
 * with `useSuspenseQuery`, so the key decides the cache entry and the client never enters it.
 * Answers carry every locale (`name_lang`), so no key depends on the locale.
 */

/** Reference data (categories, attributes, vendors, home) changes rarely: five minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;
/** Product lists and pages: one minute (prices and stock move). */
const PRODUCTS_STALE_MS = 60_000;
/** Suggestions are per keystroke: keep them briefly for backspacing. */
const SUGGESTIONS_STALE_MS = 30_000;

/** Query keys of the catalogue, for invalidation. */
export const catalogKeys = {
  all: ["catalog"] as const,
  home: () => [...catalogKeys.all, "home"] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
  attributes: () => [...catalogKeys.all, "attributes"] as const,
  products: (query: ProductListQuery) => [...catalogKeys.all, "products", query] as const,
  product: (id: string) => [...catalogKeys.all, "product", id] as const,
  suggestions: (key: string) => [...catalogKeys.all, "suggestions", key] as const,
  vendors: () => [...catalogKeys.all, "vendors"] as const,
  vendor: (id: string) => [...catalogKeys.all, "vendor", id] as const,
};

function withSignal(signal: AbortSignal | undefined) {
  return signal ? { signal } : {};
}

const fetchHome = (client: ApiClient, signal?: AbortSignal) => client.call(getHome, withSignal(signal));
const fetchAttributes = (client: ApiClient, signal?: AbortSignal) =>
  client.call(listAttributes, withSignal(signal));
const fetchSuggestions = (client: ApiClient, key: string, signal?: AbortSignal) =>
  client.call(getSuggestions, { query: { key }, ...withSignal(signal) });
const fetchVendor = (client: ApiClient, id: string, signal?: AbortSignal) =>
  client.call(getVendor, { params: { id }, ...withSignal(signal) });
const fetchProducts = (client: ApiClient, query: ProductListQuery, signal?: AbortSignal) =>
  client.call(listProducts, { query, ...withSignal(signal) });

/** The home content. */
export type HomeContent = Awaited<ReturnType<typeof fetchHome>>;
/** A home banner. */
export type HomeBanner = HomeContent["banners"][number];
/** A home rail. */
export type HomeRail = HomeContent["rails"][number];
/** A filterable attribute with its values. */
export type CatalogAttribute = Awaited<ReturnType<typeof fetchAttributes>>[number];
/** Suggestions for a text. */
export type Suggestions = Awaited<ReturnType<typeof fetchSuggestions>>;
/** A marketplace vendor. */
export type Vendor = Awaited<ReturnType<typeof fetchVendor>>;
/** One page of the product list. */
export type ProductPage = Awaited<ReturnType<typeof fetchProducts>>;

/** The home page content: banners, featured categories and product rails. */
export function homeQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: catalogKeys.home(),
    queryFn: ({ signal }) => fetchHome(client, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The partner's categories, parents before children. */
export function categoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => client.call(listCategories, withSignal(signal)),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The filterable attributes (size, colour…) with their values. */
export function attributesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: catalogKeys.attributes(),
    queryFn: ({ signal }) => fetchAttributes(client, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** One page of the product list: filtered, sorted, paginated (`{ items, page, total, last_page }`). */
export function productsQueryOptions(client: ApiClient, query: ProductListQuery) {
  return queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) => fetchProducts(client, query, signal),
    staleTime: PRODUCTS_STALE_MS,
  });
}

/**
 * One product with all its variants, attributes and other unit prices. The chosen variant is not
 * part of the key: the page picks it from `variants` (spec §2 `variant_id`), so changing the
 * variant never refetches nor suspends.
 */
export function productQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => client.call(getProduct, { params: { id }, ...withSignal(signal) }),
    staleTime: PRODUCTS_STALE_MS,
  });
}

/**
 * Suggestions for a typed text: keywords (their `_id` is the `key_word_id`) and a few products.
 * The request is aborted when the text changes before it answers (the query's signal); the
 * previous answer stays on screen meanwhile, so the list does not flicker.
 */
export function suggestionsQueryOptions(client: ApiClient, key: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(key),
    queryFn: ({ signal }) => fetchSuggestions(client, key, signal),
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: key.trim() !== "",
  });
}

/** The marketplace's vendors. */
export function vendorsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: catalogKeys.vendors(),
    queryFn: ({ signal }) => client.call(listVendors, withSignal(signal)),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** One vendor. */
export function vendorQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: catalogKeys.vendor(id),
    queryFn: ({ signal }) => fetchVendor(client, id, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}
