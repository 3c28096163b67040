/**
 * `@storefront/core/recently-viewed` — the products a shopper looked at last, per partner, kept in
 * the browser and validated on every read.
 * @module
 */

export {
  createRecentlyViewedStore,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedStore,
  type RecentlyViewedStoreOptions,
  readRecentlyViewed,
} from "./recently-viewed-store.js";
