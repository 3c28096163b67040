/**
 * The product list's `ids` filter and the related products' cap, zod-free and apart from
 * `product-list-params.ts` (which the first load carries): only lazy modules read them — the
 * catalogue contracts, the recently viewed store, the API.
 */
/** The most products the list's `ids` filter names (the recently viewed keep as many). */
export const PRODUCT_IDS_MAX = 12;

/** The `ids` filter: up to `PRODUCT_IDS_MAX` record ids, comma-separated (`12,5,40`). */
export const PRODUCT_IDS_PATTERN = /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,11}$/;

/** The most products a product's "You may also like" shows (`listRelatedProducts`). */
export const RELATED_PRODUCTS_MAX = 8;
