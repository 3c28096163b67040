import { useLingui } from "@lingui/react/macro";
import { type CartLine, type LineKey, lineKeyString, sameLine } from "@storefront/core/cart";
import { useQueryClient } from "@tanstack/react-query";
import { type createStore, useStore } from "jotai";
import { useCallback, useEffect, useMemo } from "react";
import { lazyModule, preloadModule } from "../app";
import { keyOf } from "../lines";
import { lineOwnerOf, useApiClient, useCartStore, useToast, useUser } from "../session";
import type { CartChange } from "./send-cart-change";

// A customer's writes load their sender with the first one (see `sendCartChange`). One import for
// every write, so changes made while it loads are sent in the order they were made.
const cartSender = lazyModule(() => import("./send-cart-change"));

/**
 * Records a line's day of visit when the write changes it (a ticket's day given, or the line
 * removed), then reads the day its request carries. The days' store (localStorage
 * `cartVisitDates`, `visit-dates.ts`) loads with the first cart write: only adventure-park tickets
 * have days, and the cards' buttons need none of it to render.
 */
async function visitDayOf(
  jotai: ReturnType<typeof createStore>,
  line: CartLine,
  qty: number,
  given: string | null | undefined,
): Promise<string | null> {
  const { visitDatesAtom } = await import("./visit-dates");
  const key = keyOf(line);
  if (given !== undefined || qty === 0)
    jotai.set(visitDatesAtom, { key, day: qty === 0 ? null : (given ?? null) });
  return qty === 0 ? null : (jotai.get(visitDatesAtom)[lineKeyString(key)] ?? null);
}

/** Options of a cart write. */
export interface CartWriteOptions {
  /** The day of visit of a ticket (`YYYY-MM-DD`); kept with the line and sent with its writes. */
  visitDate?: string | null;
  /**
   * Called once the change is confirmed: at once for a guest (the local cart is the truth), when
   * the server accepts it for a customer — never for a change the server refused, so the UI says
   * "added" only of what was really added.
   */
  onConfirmed?: () => void;
}

/** What the cart UI does to lines. Every change shows at once; see `useCartActions`. */
export interface CartActions {
  /** Sets the quantity of a line (0 removes it). False when refused (bad quantity, out of stock). */
  setQty(line: CartLine, qty: number, options?: CartWriteOptions): boolean;
  /** Adds `line.qty` more of the line (a new line when it is not in the cart yet). */
  add(line: CartLine, options?: CartWriteOptions): boolean;
  /** Removes the line. */
  remove(line: CartLine): void;
}

/**
 * Cart writes, optimistic (PERFORMANCE.md: add-to-cart never waits on the network). The session's
 * store changes at once, so the counter and the cart page follow immediately; core's rules apply
 * (lines matched by core's `lineKeyString` — product_id, variant_id, other_unit_price id, options,
 * details —, qty 0 removes, `tempCart` / `cart`).
 *
 * For a logged-in customer (spec §6: server cart) each change is then sent to the server —
 * `update_cart` (qty 0 → `remove_cart_item`), one at a time in order (a mutation scope), so quick
 * clicks on a stepper arrive as made. The server's answer (the whole cart) replaces the lines once
 * no other change is pending; a failure rolls the line back to what it was and shows a toast.
 * Guests (and guest logins, whose cart is the temporary copy, spec §4) never touch the network.
 */
export function useCartActions(): CartActions {
  const store = useCartStore();
  const user = useUser();
  const client = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const serverBacked = lineOwnerOf(user) === "user";
  const jotai = useStore();

  const send = useCallback(
    (change: CartChange, onConfirmed: (() => void) | undefined) => {
      const rollBack = ({ line, previous }: CartChange) => {
        if (previous) store.set(previous);
        else store.remove(keyOf(line));
      };
      cartSender.load().then(
        async ({ sendCartChange }) => {
          if (await sendCartChange({ queryClient, client, store, rollBack, toast, i18n }, change))
            onConfirmed?.();
        },
        (error: unknown) => {
          // The sender's code could not load (offline, a deploy removed the chunk): undo the change.
          console.error("The cart change could not be sent", error);
          rollBack(change);
          toast({
            variant: "destructive",
            title: t`Your cart could not be updated`,
            description: t`The change was undone. Please try again.`,
          });
        },
      );
    },
    [queryClient, client, store, toast, i18n, t],
  );
  // A customer's first write should not wait for the sender (nor the cart page count it late).
  useEffect(() => {
    if (serverBacked) preloadModule(cartSender);
  }, [serverBacked]);

  const setQty = useCallback(
    (line: CartLine, qty: number, options: CartWriteOptions = {}): boolean => {
      if (!Number.isSafeInteger(qty) || qty < 0) return false;
      const previous = store.getSnapshot().list.find((existing) => sameLine(existing, line)) ?? null;
      if (qty > 0 && typeof line.stock === "number" && qty > line.stock && qty > (previous?.qty ?? 0)) {
        const stock = line.stock;
        toast({
          variant: "destructive",
          title: t`Not enough stock`,
          description: t`Only ${stock} left in stock.`,
        });
        return false;
      }
      if (previous?.qty === qty || (!previous && qty === 0)) return true;
      const next = { ...(previous ?? line), ...line, qty };
      if (!store.set(next)) return false;
      const { onConfirmed } = options;
      if (serverBacked) {
        const visitDate = visitDayOf(jotai, line, qty, options.visitDate);
        send({ line: next, qty, previous, visitDate }, onConfirmed);
      } else {
        // A guest's request carries no day: it is only kept, when this write changes it.
        if (options.visitDate !== undefined || qty === 0) {
          visitDayOf(jotai, line, qty, options.visitDate).catch((error: unknown) =>
            console.error("The day of visit could not be kept", error),
          );
        }
        onConfirmed?.();
      }
      return true;
    },
    [store, serverBacked, send, toast, t, jotai],
  );

  return useMemo(
    () => ({
      setQty,
      add: (line: CartLine, options?: CartWriteOptions) => {
        const current = store.getSnapshot().list.find((existing) => sameLine(existing, line));
        return setQty(line, (current?.qty ?? 0) + line.qty, options);
      },
      remove: (line: CartLine) => {
        setQty(line, 0);
      },
    }),
    [setQty, store],
  );
}

/** The cart line matching a key, from a list. */
export function findLine(lines: readonly CartLine[], key: LineKey): CartLine | undefined {
  return lines.find((line) => sameLine(line, key));
}
