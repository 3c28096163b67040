import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import type { CartLine } from "@storefront/core/cart";
import type { QueryClient } from "@tanstack/react-query";
import { wishlistRequestIds } from "../lines";
import { endedTheSession, type SyncedLineStore } from "../session";
import { WISHLIST_MUTATION_KEY } from "./wishlist-mutation-key";

// The cart contracts, and the zod schemas they build, load with the first write: not with the
// product cards' wishlist buttons.
const cartContracts = () => import("@storefront/core/contracts/api/cart");
const addWishListItem = lazyEndpoint(cartContracts, "addWishListItem");
const removeWishListItem = lazyEndpoint(cartContracts, "removeWishListItem");

/** One optimistic wishlist change on its way to the server. */
export interface WishlistChange {
  line: CartLine;
  /** True: added; false: removed. */
  add: boolean;
}

/** What a customer's wishlist write needs of the mount. */
export interface WishlistSender {
  queryClient: QueryClient;
  client: ApiClient;
  store: SyncedLineStore;
  /** Undoes a change the server refused, and tells the shopper. */
  undo: (change: WishlistChange) => void;
}

/**
 * Sends a customer's wishlist change (`add_wish_list_item` / `remove_wish_list_item`) as a Query
 * mutation in the wishlist's scope, in order; the server's list replaces the lines once no other
 * change is pending, a failure is undone (`undo`). Loaded with the first customer
 * write, like the cart's (`sendCartChange`).
 */
export async function sendWishlistChange(sender: WishlistSender, change: WishlistChange): Promise<void> {
  const { queryClient, client, store, undo } = sender;
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: { id: "wishlist" },
    mutationFn: ({ line, add }: WishlistChange) =>
      client.call(add ? addWishListItem : removeWishListItem, { body: wishlistRequestIds(line) }),
    onSuccess: (lines) => {
      if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) <= 1) store.replace(lines);
    },
    onError: (error, change) => {
      // The session ended (its notice says so): the store is the guest's now, nothing to undo.
      if (!endedTheSession(error)) undo(change);
    },
  });
  await mutation.execute(change).catch(() => {});
}
