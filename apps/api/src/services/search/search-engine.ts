import type { ProductFacets } from "@storefront/core/contracts/api/catalog";
import type { ProductSort } from "@storefront/core/contracts/product-list-params";
import type { Tenant } from "../../tenancy";
import type { PriceGroup } from "../price-groups";
import type { ProductFilter } from "../product-filter";
import type { ListTotal } from "../product-totals";

/**
 * The one interface between the catalogue and whatever finds products by text. The reference
 * server's engine is PostgreSQL's full-text search (postgres-search.ts); a team that outgrows one
 * PostgreSQL plugs a search cluster behind the same two calls (docs/decisions/0036 maps OpenSearch
 * onto them). The engine answers product ids and counts; the catalogue renders them.
 */
export interface ProductSearchEngine {
  /** One page of the products matching the request, best first for `relevance`. */
  search(tenant: Tenant, request: SearchRequest): Promise<SearchResult>;
  /** What the matches can be narrowed by, with counts (the page and sort of the request aside). */
  facets(tenant: Tenant, request: SearchRequest): Promise<ProductFacets>;
  /** The few products to suggest while the shopper types `key`, ranked as `search` ranks. */
  suggest(tenant: Tenant, key: string, limit: number): Promise<number[]>;
}

export interface SearchRequest {
  /** What the shopper typed (already trimmed; `filter.key`). */
  key: string;
  /** The list's other filters (category, vendor, price, attributes…). */
  filter: ProductFilter;
  /** The shopper's price group: price filters and sorts compare the prices they see. */
  group: PriceGroup | null;
  sort: ProductSort;
  offset: number;
  limit: number;
}

export interface SearchResult {
  /** The page's products, in order. */
  ids: number[];
  total: ListTotal;
  /** Nothing matched as typed: these are the nearest spellings. */
  fuzzy: boolean;
  /** The words the nearest spellings match ("Showing results for …"), when fuzzy. */
  correctedKey: string | null;
}
