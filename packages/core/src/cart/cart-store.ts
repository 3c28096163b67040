import { STORAGE_KEYS } from "../constants/index.js";
import { sumQuantities } from "../lines/line-key.js";
import { createLineStore, type LineOwner, type LineStore } from "../lines/line-store.js";
import type { StorageLike } from "../storage/storage.js";

/** Options of `createCartStore`. */
export interface CartStoreOptions {
  /** Where the cart persists (`localStorage` in the browser). */
  storage: StorageLike;
  /** "user" when a user is logged in at creation, else "guest". */
  owner: LineOwner;
}

/**
 * The cart store (spec §3, §4): lines keyed by product_id and other-unit-price id, length = sum of
 * quantities, persisted under `tempCart` for guests and `cart` for logged-in users.
 */
export function createCartStore(options: CartStoreOptions): LineStore {
  return createLineStore({
    storage: options.storage,
    owner: options.owner,
    keys: { guest: STORAGE_KEYS.tempCart, user: STORAGE_KEYS.cart },
    lengthOf: sumQuantities,
  });
}
