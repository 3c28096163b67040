import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ApiClient, ApiStatusError, lazyEndpoint } from "@storefront/core/api";
import type { CartLine } from "@storefront/core/cart";
import type { ToastOptions } from "@storefront/ui/toast-store";
import type { QueryClient } from "@tanstack/react-query";
import { isRateLimited, SERVER_ERROR_MESSAGES } from "../error-messages";
import { lineRequestIds } from "../lines";
import { endedTheSession, type SyncedLineStore } from "../session";
import { CART_MUTATION_KEY, cartSummaryKeys } from "./cart-queries";

// The cart contracts, and the zod schemas they build, load with the first write: not with the
// product cards' add-to-cart buttons.
const cartContracts = () => import("@storefront/core/contracts/api/cart");
const removeCartItem = lazyEndpoint(cartContracts, "removeCartItem");
const updateCart = lazyEndpoint(cartContracts, "updateCart");

/** One optimistic cart change on its way to the server. */
export interface CartChange {
  /** The line as it is now in the store (qty 0: removed). */
  line: CartLine;
  qty: number;
  /** The line before the change, or null when it was not in the cart: what a rollback restores. */
  previous: CartLine | null;
  /** An adventure-park ticket's day of visit (`YYYY-MM-DD`), sent with the line. */
  visitDate: Promise<string | null>;
}

/** What a customer's cart write needs of the mount. */
export interface CartSender {
  queryClient: QueryClient;
  client: ApiClient;
  store: SyncedLineStore;
  /** Puts the line back as it was before a change the server refused. */
  rollBack: (change: CartChange) => void;
  toast: (options: ToastOptions) => void;
  i18n: I18n;
}

/** True while any other cart change is pending (queued behind it, or running). */
function othersPending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) > 1;
}

/**
 * Sends a customer's cart change (spec §6: server cart) — `update_cart`, or `remove_cart_item`
 * for qty 0 — as a Query mutation in the cart's scope, so changes run one at a time, in order.
 * The server's answer (the whole cart) replaces the lines once no other change is pending; a
 * failure rolls the line back and says so in a toast. Loaded with the first customer write: a
 * mutation built on the mount's cache rather than `useMutation`, whose observer every product
 * card would otherwise carry in the first load. Resolves true when the server accepted it.
 */
export async function sendCartChange(sender: CartSender, change: CartChange): Promise<boolean> {
  const { queryClient, client, store, rollBack, toast, i18n } = sender;
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: CART_MUTATION_KEY,
    scope: { id: "cart" },
    mutationFn: async ({ line, qty, visitDate: visitDay }: CartChange) => {
      const ids = lineRequestIds(line);
      const visitDate = await visitDay;
      return qty === 0
        ? client.call(removeCartItem, { body: ids })
        : client.call(updateCart, { body: { ...ids, qty, ...(visitDate ? { visit_date: visitDate } : {}) } });
    },
    onSuccess: (lines) => {
      if (!othersPending(queryClient)) store.replace(lines);
    },
    onError: (error, change) => {
      // The session ended (its notice says so): the store is the guest's now, nothing to undo.
      if (endedTheSession(error)) return;
      rollBack(change);
      const outOfStock = error instanceof ApiStatusError && error.code === "out_of_stock";
      // Rate limited (issue 17): say to wait, not to try again at once.
      const limited = isRateLimited(error);
      toast({
        variant: "destructive",
        title: i18n._(outOfStock ? msg`Not enough stock` : msg`Your cart could not be updated`),
        description: i18n._(
          outOfStock
            ? msg`There is not enough stock for this quantity. Your cart was not changed.`
            : limited
              ? SERVER_ERROR_MESSAGES.too_many_attempts
              : msg`The change was undone. Please try again.`,
        ),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartSummaryKeys.all }),
  });
  return mutation.execute(change).then(
    () => true,
    () => false,
  );
}
