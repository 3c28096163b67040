import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import { type CartLine, sameLine } from "@storefront/core/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { keyOf, wishlistRequestIds } from "../lines";
import { endedTheSession, lineOwnerOf, useApiClient, useToast, useUser, useWishlistStore } from "../session";

// The cart contracts, and the zod schemas they build, load with the first write: not with the
// product cards' wishlist buttons.
const cartContracts = () => import("@storefront/core/contracts/api/cart");
const addWishListItem = lazyEndpoint(cartContracts, "addWishListItem");
const removeWishListItem = lazyEndpoint(cartContracts, "removeWishListItem");

/** The key of every wishlist write, to count pending changes. */
export const WISHLIST_MUTATION_KEY = ["wishlist", "update"] as const;

interface WishlistChange {
  line: CartLine;
  /** True: added; false: removed. */
  add: boolean;
}

/** What the wishlist UI does to lines. */
export interface WishlistActions {
  /** Adds the line when absent, removes it when present; true when it is in the wishlist after. */
  toggle(line: CartLine): boolean;
  /** Adds the line (a no-op when present). */
  add(line: CartLine): void;
  /** Removes the line. */
  remove(line: CartLine): void;
}

/**
 * Wishlist writes, optimistic like the cart's: the session's wishlist store (spec §3: length
 * counts lines; `tempWishlist` / `wishlist`) changes at once; a logged-in customer's server then
 * confirms (`add_wish_list_item` / `remove_wish_list_item`, in order) or the change is undone with
 * a toast. Guests stay local.
 */
export function useWishlistActions(): WishlistActions {
  const store = useWishlistStore();
  const user = useUser();
  const client = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const serverBacked = lineOwnerOf(user) === "user";

  const mutation = useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: { id: "wishlist" },
    mutationFn: ({ line, add }: WishlistChange) => {
      return client.call(add ? addWishListItem : removeWishListItem, { body: wishlistRequestIds(line) });
    },
    onSuccess: (lines) => {
      if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) <= 1) store.replace(lines);
    },
    onError: (error, change) => {
      // The session ended (its notice says so): the store is the guest's now, nothing to undo.
      if (endedTheSession(error)) return;
      if (change.add) store.remove(keyOf(change.line));
      else store.set({ ...change.line, qty: 1 });
      toast({
        variant: "destructive",
        title: t`Your wishlist could not be updated`,
        description: t`The change was undone. Please try again.`,
      });
    },
  });
  const send = mutation.mutate;

  const change = useCallback(
    (line: CartLine, add: boolean) => {
      const present = store.getSnapshot().list.find((existing) => sameLine(existing, line));
      if (add === Boolean(present)) return;
      if (add) {
        if (!store.set({ ...line, qty: 1 })) return;
      } else {
        store.remove(keyOf(line));
      }
      if (serverBacked) send({ line: present ?? line, add });
    },
    [store, serverBacked, send],
  );

  return useMemo(
    () => ({
      toggle: (line: CartLine) => {
        const present = store.getSnapshot().list.some((existing) => sameLine(existing, line));
        change(line, !present);
        return store.getSnapshot().list.some((existing) => sameLine(existing, line));
      },
      add: (line: CartLine) => change(line, true),
      remove: (line: CartLine) => change(line, false),
    }),
    [change, store],
  );
}
