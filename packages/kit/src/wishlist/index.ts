/**
 * `@storefront/kit/wishlist` — the heart toggle, optimistic wishlist writes and the `/wishlist`
 * page with its route factory.
 * @module
 */
export { useWishlistActions, WISHLIST_MUTATION_KEY, type WishlistActions } from "./use-wishlist-actions";
export { WishlistPage, type WishlistPageProps } from "./wishlist-page";
export { createWishlistRoute } from "./wishlist-route";
export { WishlistToggle, type WishlistToggleProps } from "./wishlist-toggle";
