/**
 * `@storefront/core/catalog` — slugs, product links, search parameters and queries, image URLs
 * (responsive sources, the banner's spec), the stock a catalogue answer shows and the product card
 * view model.
 * @module
 */
export type { ProductCard } from "../contracts/product-card.js";
export { cardProduct } from "./card-product.js";
export { type ImageTransform, imageTransformParam, imageUrl } from "./image-url.js";
export {
  type ProductCardOptions,
  productLink,
  productTitle,
  selectedVariantId,
  toProductCard,
} from "./product-card.js";
export { type ProductLinkInput, productPath } from "./product-link.js";
export {
  BANNER_IMAGE,
  type ResponsiveImageSources,
  type ResponsiveImageSpec,
  responsiveImageSources,
} from "./responsive-image.js";
export {
  cleanSearchParams,
  parseQueryString,
  type SearchParamScalar,
  type SearchParamsInput,
  type SearchParamValue,
  toQueryString,
} from "./search-params.js";
export {
  isSearchSubmitKey,
  readSearchQuery,
  SEARCH_QUERY_KEYS,
  type SearchQuery,
  searchParamsOf,
  searchPath,
} from "./search-query.js";
export { isPlentyStock, LOW_STOCK, PLENTY_UNITS, shownStock, shownStockCap } from "./shown-stock.js";
export { MAX_SLUG_LENGTH, productSlug } from "./slug.js";
export {
  type BreadcrumbLink,
  breadcrumbJsonLd,
  type ProductStructuredDataInput,
  productJsonLd,
} from "./structured-data.js";
