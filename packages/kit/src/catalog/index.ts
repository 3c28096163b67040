/**
 * `@storefront/kit/catalog` — the catalogue: query options and hooks over the catalogue endpoints,
 * the product card (spec §3), rails, skeletons, the search box with suggestions, and the route
 * factories of home, categories, the product list, the product page and search.
 * @module
 */
export { type CatalogFlavour, catalogFlavour } from "./catalog-flavour";
export { CategoryTile } from "./category-tile";
export { type CmsLink, cmsLink } from "./cms-link";
export { Gallery, type GalleryOpener, type GalleryProps } from "./gallery";
export { Price, type PriceProps } from "./price";
export { CARD_IMAGE_SIZES, ProductCard, type ProductCardProps } from "./product-card";
export { ProductGrid } from "./product-grid";
export { ProductRail, type ProductRailProps } from "./product-rail";
export {
  canonicalSlug,
  chooseVariant,
  defaultUnit,
  isTicket,
  type ProductLinkTarget,
  productLinkTarget,
  productVendor,
  selectedValues,
  unitPrice,
  unitStock,
  type ValueState,
  type VariantOffer,
  valueState,
  variantForChoice,
  variantOffer,
} from "./product-view";
export {
  attributesQueryOptions,
  type CatalogAttribute,
  catalogKeys,
  categoriesQueryOptions,
  type HomeBanner,
  type HomeContent,
  type HomeRail,
  homeQueryOptions,
  type ProductPage,
  productQueryOptions,
  productsQueryOptions,
  type Suggestions,
  suggestionsQueryOptions,
  type Vendor,
  vendorQueryOptions,
  vendorsQueryOptions,
} from "./queries";
export { PRODUCT_IMAGE_WIDTHS, ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";
export {
  CATALOG_ROUTE_FACTORIES,
  createCatalogRoutes,
  createCategoriesRoute,
  createCategoryRoute,
  createDigitalProductsRoute,
  createHomeRoute,
  createProductRoute,
  createProductSlugRoute,
  createProductsRoute,
  createSearchRoute,
} from "./routes";
export {
  type CategoryBrowserSearch,
  formatAttrs,
  PAGE_SIZE,
  PRODUCT_SORT_ORDERS,
  type ProductListPreset,
  type ProductListQuery,
  type ProductSearch,
  type ProductSort,
  type ProductsSearch,
  parseAttrs,
  type SearchPageSearch,
  toggleAttr,
  toProductListQuery,
  validateCategoryBrowserSearch,
  validateProductSearch,
  validateProductsSearch,
  validateSearchPageSearch,
} from "./search-params";
export {
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  SearchSuggestions,
  type SearchSuggestionsProps,
  useDebouncedValue,
} from "./search-suggestions";
export {
  HomeSkeleton,
  ProductCardSkeleton,
  ProductGridSkeleton,
  ProductListSkeleton,
  ProductPageSkeleton,
  ProductRailSkeleton,
  TilesSkeleton,
} from "./skeletons";
export { StockNote } from "./stock-note";
export {
  useAttributes,
  useCategories,
  useHome,
  useProduct,
  useProducts,
  useVendor,
  useVendors,
} from "./use-catalog";
export { useCatalogFlavour } from "./use-catalog-flavour";
