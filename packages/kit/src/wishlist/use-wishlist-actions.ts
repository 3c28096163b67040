import { useLingui } from "@lingui/react/macro";
import { type CartLine, sameLine } from "@storefront/core/cart";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { lazyModule, preloadModule } from "../app";
import { keyOf } from "../lines";
import { lineOwnerOf, useApiClient, useToast, useUser, useWishlistStore } from "../session";
import type { WishlistChange } from "./send-wishlist-change";

export { WISHLIST_MUTATION_KEY } from "./wishlist-mutation-key";

// A customer's writes load their sender with the first one (see `sendWishlistChange`), in order.
const wishlistSender = lazyModule(() => import("./send-wishlist-change"));

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

  const send = useCallback(
    (change: WishlistChange) => {
      const undo = ({ line, add }: WishlistChange) => {
        if (add) store.remove(keyOf(line));
        else store.set({ ...line, qty: 1 });
        toast({
          variant: "destructive",
          title: t`Your wishlist could not be updated`,
          description: t`The change was undone. Please try again.`,
        });
      };
      wishlistSender.load().then(
        ({ sendWishlistChange }) => sendWishlistChange({ queryClient, client, store, undo }, change),
        (error: unknown) => {
          // The sender's code could not load (offline, a deploy removed the chunk).
          console.error("The wishlist change could not be sent", error);
          undo(change);
        },
      );
    },
    [queryClient, client, store, toast, t],
  );
  // A customer's first write should not wait for the sender.
  useEffect(() => {
    if (serverBacked) preloadModule(wishlistSender);
  }, [serverBacked]);

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
