import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { productKindSchema, productSchema } from "../product.js";
import { PRODUCT_IDS_PATTERN } from "../product-ids.js";
import {
  PRODUCT_ATTRS_MAX_LENGTH,
  PRODUCT_ATTRS_PATTERN,
  PRODUCT_CURSOR_PATTERN,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORTS,
} from "../product-list-params.js";
import {
  idParamsSchema,
  langSchema,
  money,
  paginated,
  paginationQueryShape,
  queryMoney,
  recordIdSchema,
} from "./common.js";

/** A catalogue category. `image` is a relative path served by the API (`/images/...`). */
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  slug: z.string(),
  parent_id: z.nullable(z.string()),
  image: z.string(),
  product_count: z.number(),
});
/** A category. */
export type Category = z.infer<typeof categorySchema>;

/** Categories of the partner, parents before children. */
export const listCategories = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/categories",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(categorySchema),
});

/** A filterable attribute with its values. */
export const attributeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  slug: z.string(),
  values: z.array(z.object({ _id: z.string(), name: z.string(), name_lang: langSchema, slug: z.string() })),
});

/** The partner's product attributes (size, colour…), for the filter UI. */
export const listAttributes = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/attributes",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(attributeSchema),
});

export { PRODUCT_IDS_MAX, RELATED_PRODUCTS_MAX } from "../product-ids.js";
// The list's constants live in a zod-free module (kit's URL state reads them in the first load).
export { PRODUCT_SORTS } from "../product-list-params.js";

/**
 * Product list query. `attrs` filters by attribute values: `size:m,colour:red` (attribute slug,
 * value slug; values of one attribute are OR-ed, attributes AND-ed). `key` is a text search,
 * `key_word_id` a suggestion id (spec §2). `after` continues a list where the page before ended (its
 * `next_cursor`): the next page is read off an index however deep it is, and never skips or repeats
 * a product while products are added; `page` still numbers pages.
 */
export const productListQuerySchema = z.strictObject({
  ...paginationQueryShape,
  after: z.optional(z.string().check(z.regex(PRODUCT_CURSOR_PATTERN))),
  category_id: z.optional(recordIdSchema),
  vendor_id: z.optional(recordIdSchema),
  attrs: z.optional(z.string().check(z.maxLength(PRODUCT_ATTRS_MAX_LENGTH), z.regex(PRODUCT_ATTRS_PATTERN))),
  sort: z.optional(z.enum(PRODUCT_SORTS)),
  key: z.optional(z.string().check(z.trim(), z.maxLength(PRODUCT_SEARCH_MAX_LENGTH))),
  key_word_id: z.optional(recordIdSchema),
  kind: z.optional(productKindSchema),
  featured: z.optional(z.enum(["1", "0", "true", "false"])),
  min_price: queryMoney(0, 100_000_000),
  max_price: queryMoney(0, 100_000_000),
  /**
   * Only these products (comma-separated ids, at most `PRODUCT_IDS_MAX`), in the list's order: the
   * cards of products a shopper chose elsewhere (the recently viewed). Unknown ids are left out.
   */
  ids: z.optional(z.string().check(z.regex(PRODUCT_IDS_PATTERN))),
});

/** A facet value: what it filters by, its name and how many of the listed products have it. */
const facetValueSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  count: z.number(),
});

/**
 * What the listed products (a search's matches, a category's products) can be narrowed by, with
 * counts: their categories (`category_id`), vendors (`vendor_id`), price ranges (`min_price`,
 * `max_price`, major units) and attribute values (`attrs`, `slug:value`). Counted over the first
 * `PRODUCT_COUNT_LIMIT` products at most (`capped`).
 */
export const productFacetsSchema = z.object({
  categories: z.array(facetValueSchema),
  vendors: z.array(facetValueSchema),
  prices: z.array(z.object({ min: money, max: z.nullable(money), count: z.number() })),
  attributes: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      name_lang: langSchema,
      values: z.array(
        z.object({ slug: z.string(), name: z.string(), name_lang: langSchema, count: z.number() }),
      ),
    }),
  ),
  capped: z.boolean(),
});
/** Facets of a product list. */
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/**
 * How a search matched: `fuzzy` when nothing matched as typed and the products shown are the
 * nearest spellings, `corrected_key` the words they match ("Showing results for …").
 */
export const productSearchMatchSchema = z.object({
  fuzzy: z.boolean(),
  corrected_key: z.nullable(z.string()),
});

/** Products, filtered, sorted and paginated (`per_page` ≤ 100, default 24). */
export const listProducts = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/products",
  auth: "partner",
  query: productListQuerySchema,
  response: z.object({
    ...paginated(productSchema).shape,
    /** `after` for the next page; null on the last. */
    next_cursor: z.nullable(z.string()),
    /** More products match than `total` says (it stops counting at `PRODUCT_COUNT_LIMIT`). */
    total_capped: z.boolean(),
    /** On a search or a category or vendor list (see `productFacetsSchema`); null elsewhere. */
    facets: z.nullable(productFacetsSchema),
    /** On a search (`key`): how it matched; null elsewhere. */
    search: z.nullable(productSearchMatchSchema),
  }),
});

/** One product with its variants, attributes (with `selected_id`) and other unit prices. */
export const getProduct = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/products/:id",
  auth: "partner",
  params: idParamsSchema,
  query: z.strictObject({ variant_id: z.optional(recordIdSchema) }),
  response: productSchema,
});

/**
 * Products to show beside one (the product page's "You may also like"): the list's products of its
 * category — on marketplaces, then of its vendor — never itself, in the list's default order, at
 * most `RELATED_PRODUCTS_MAX`. 404 `product_not_found` as `getProduct`.
 */
export const listRelatedProducts = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/products/:id/related",
  auth: "partner",
  params: idParamsSchema,
  query: z.strictObject({}),
  response: z.array(productSchema),
});

/** A search suggestion keyword; its `_id` is the `key_word_id` of the product search. */
export const keywordSchema = z.object({
  _id: z.string(),
  keyword: z.string(),
  keyword_lang: langSchema,
  category_id: z.nullable(z.string()),
});

/** Suggestions while typing: matching keywords and a few products. */
export const getSuggestions = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/suggestions",
  auth: "partner",
  query: z.strictObject({ key: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
  response: z.object({
    keywords: z.array(keywordSchema),
    products: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        name_lang: langSchema,
        slug: z.string(),
        f_image: z.string(),
        price: money,
      }),
    ),
  }),
});

/** A marketplace vendor (snachoo partners). */
export const vendorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  slug: z.string(),
  description: z.nullable(z.string()),
  description_lang: langSchema,
  logo: z.string(),
  rating: z.number(),
  product_count: z.number(),
});

/** Marketplace vendors; their products are `GET /products?vendor_id=`. */
export const listVendors = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/vendors",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(vendorSchema),
});

/** One vendor. */
export const getVendor = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/vendors/:id",
  auth: "partner",
  params: idParamsSchema,
  query: z.strictObject({}),
  response: vendorSchema,
});

/** Divine offerings: the partner's products of kind `offering` (they go through the cart). */
export const listOfferings = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/divine/offerings",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(productSchema),
});
