import { STORAGE_KEYS } from "../constants/index.js";
import type { CartLine } from "../contracts/cart-line.js";
import { sameLine } from "../lines/line-key.js";
import { createLineStore, type LineOwner, type LineStore } from "../lines/line-store.js";
import type { StorageLike } from "../storage/storage.js";

/** Options of `createWishlistStore`. */
export interface WishlistStoreOptions {
  /** Where the wishlist persists (`localStorage` in the browser). */
  storage: StorageLike;
  /** "user" when a user is logged in at creation, else "guest". */
  owner: LineOwner;
}

/**
 * Wishlist length (spec §3): a counter that goes +1 when a new line is added and −1 when one is
 * removed (replacing a line leaves it). Derived from the list, so it can never drift from it.
 */
export function wishlistLength(lines: readonly CartLine[]): number {
  return lines.length;
}

/** The wishlist store: the cart's semantics, persisted under `tempWishlist` / `wishlist`. */
export function createWishlistStore(options: WishlistStoreOptions): LineStore {
  return createLineStore({
    storage: options.storage,
    owner: options.owner,
    keys: { guest: STORAGE_KEYS.tempWishlist, user: STORAGE_KEYS.wishlist },
    lengthOf: wishlistLength,
  });
}

/**
 * Toggles a product in the wishlist: removes the matching line when present, else adds it with
 * quantity 1. Returns true when the product is in the wishlist afterwards.
 */
export function toggleWishlist(store: LineStore, line: Omit<CartLine, "qty">): boolean {
  const present = store.getSnapshot().list.some((existing) => sameLine(existing, line));
  if (present) {
    store.remove(line);
    return false;
  }
  return store.set({ ...line, qty: 1 });
}
