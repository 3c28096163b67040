/**
 * `@storefront/core/wishlist` — the wishlist store (the cart's line rules, a counted length).
 * @module
 */

export type { LineSnapshot, LineStore } from "../lines/line-store.js";
export {
  createWishlistStore,
  toggleWishlist,
  type WishlistStoreOptions,
  wishlistLength,
} from "./wishlist-store.js";
