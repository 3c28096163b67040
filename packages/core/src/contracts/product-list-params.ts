/**
 * The values of the product list query (`productListQuerySchema`, api/catalog.ts) that the
 * browser's first load needs without zod: kit's catalogue pages read their URL state with them on
 * every navigation, and the schema is built from the same constants.
 */

/**
 * Sort orders of the product list. `relevance` is the best match first, for a search (`key`): the
 * default then; without a key it lists newest first.
 */
export const PRODUCT_SORTS = [
  "relevance",
  "newest",
  "price_asc",
  "price_desc",
  "name_asc",
  "name_desc",
] as const;

/** A sort order of the product list. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Attribute filters: `size:m,colour:red` (attribute slug, value slug; lower-case, digits, `-`). */
export const PRODUCT_ATTRS_PATTERN = /^([a-z0-9-]+:[a-z0-9-]+)(,[a-z0-9-]+:[a-z0-9-]+)*$/;

/** The longest attribute filter (`attrs`), in characters. */
export const PRODUCT_ATTRS_MAX_LENGTH = 500;

/** The longest text search (`key`), in characters once trimmed. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** The pattern of a list cursor (`after`, the `next_cursor` of the page before): opaque, URL-safe. */
export const PRODUCT_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * Filtered totals are counted up to this many products; beyond, `total` says this many and
 * `total_capped` is true ("10,000+"). Totals of a category, a vendor or the whole catalogue are exact.
 */
export const PRODUCT_COUNT_LIMIT = 10_000;
