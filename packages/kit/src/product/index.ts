/**
 * `@storefront/kit/product` — the product page's extras: the gallery whose picture opens the
 * pictures full screen (the lightbox loads on first use), the phone's sticky add-to-cart bar, the
 * "You may also like" and "Recently viewed" rails, and what the product route loads for them. Its
 * messages are kit's `product` catalog, which the product route loads (not the home).
 * @module
 */

export { ProductGallery, type ProductGalleryProps } from "./product-gallery";
export { RecentlyViewedRail, RelatedProductsRail } from "./product-rails";
export { useRecentlyViewed } from "./recently-viewed";
export { loadRelated, RELATED_WAIT_MS, relatedKey, relatedQueryOptions } from "./related-query";
export { StickyAddToCart, type StickyAddToCartProps } from "./sticky-add-to-cart";
