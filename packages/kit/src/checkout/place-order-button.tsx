import { useLingui } from "@lingui/react/macro";
import { ApiStatusError } from "@storefront/core/api";
import { Button } from "@storefront/ui/button";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { appliedCouponAtom, cartSummaryKeys } from "../cart";
import { useCartStore } from "../session";
import { accountOrdersKey } from "./checkout-queries";
import { useOrderClientOptions } from "./order-client";
import { ORDER_ERROR_MESSAGES, placeOrderErrorText } from "./order-errors";
import { type IdempotentCall, type PlacedOrder, type PlaceOrderBody, useOrderPlacement } from "./place-order";

/** Options of `usePlaceOrder`. */
export interface PlaceOrderOptions<B = PlaceOrderBody> {
  customerId: string;
  /**
   * The route path a placed order goes to (the router localizes it). Default:
   * `/complete?order_ref=…`. Snachoo has no `/complete` (spec §2): pass e.g.
   * `(order) => \`/account/orders/${order._id}\``, or a path with its search
   * (`{ to: "/checkout-sugar", search: { order_ref } }`).
   */
  successTo?: (order: PlacedOrder) => string | { to: string; search: Record<string, string> };
  /**
   * The route path a declined payment goes to (the cart is kept). Default `/failure`; `null` stays
   * on the checkout and says so there (snachoo has no `/failure`).
   */
  failureTo?: string | null;
  /** Another idempotent call than `place_order` (a vertical's own purchase); it must answer an order. */
  call?: IdempotentCall<B, PlacedOrder>;
  /**
   * Whether a placed order empties the cart and its coupon (default true: it ordered the cart). A
   * purchase that does not order the cart (a plan, a voucher) passes false and leaves it alone.
   */
  clearsCart?: boolean;
  /** Called when the server refused the coupon at the last moment (refresh the summary). */
  onCouponRefused?(): void;
}

/** The state of a checkout's order placement (see `usePlaceOrder`). */
export interface PlaceOrderState<B = PlaceOrderBody> {
  /** Places the order with `body`; a second call while one is on its way joins it. */
  place(body: B): Promise<void>;
  /** True from the click until the page leaves (the form stays locked after success). */
  busy: boolean;
  /** An attempt is on its way (the button is `aria-busy`). */
  pending: boolean;
  /** The message of the last failure (or of a rule the page checked), shown by `PlaceOrderButton`. */
  error: string | null;
  setError(message: string | null): void;
}

/**
 * Places a checkout's order with one `Idempotency-Key` per attempt (`useOrderPlacement`, or the
 * `call` given): success goes to `successTo`, then clears the cart and the coupon (unless
 * `clearsCart` is false) and refreshes the account's orders; a declined payment goes to
 * `failureTo` with the cart kept; anything else becomes `error`, in the words of errors'
 * `serverErrorMessage`.
 */
export function usePlaceOrder<B = PlaceOrderBody>({
  customerId,
  successTo,
  failureTo = "/failure",
  call,
  clearsCart = true,
  onCouponRefused,
}: PlaceOrderOptions<B>): PlaceOrderState<B> {
  const { i18n } = useLingui();
  const cartStore = useCartStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setApplied = useSetAtom(appliedCouponAtom);
  const [placed, setPlaced] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitting = useRef(false);
  const orders = useOrderPlacement(useOrderClientOptions());
  const placement = (call ?? orders) as IdempotentCall<B, PlacedOrder>;

  const place = async (body: B) => {
    if (submitting.current || placement.pending) return;
    setError(null);
    submitting.current = true;
    try {
      const order = await placement.place(body);
      setPlaced(true);
      const target = successTo?.(order);
      if (typeof target === "string") await navigate({ to: target });
      else if (target) await navigate(target);
      else await navigate({ to: "/complete", search: { order_ref: order.order_ref } });
      if (clearsCart) {
        cartStore.clear();
        setApplied(null);
        void queryClient.invalidateQueries({ queryKey: cartSummaryKeys.all });
      }
      void queryClient.invalidateQueries({ queryKey: accountOrdersKey(customerId) });
    } catch (failure) {
      if (failure instanceof ApiStatusError && failure.code === "payment_failed") {
        if (failureTo !== null) await navigate({ to: failureTo });
        else setError(i18n._(ORDER_ERROR_MESSAGES.payment_failed));
        return;
      }
      setError(placeOrderErrorText(i18n, failure));
      if (failure instanceof ApiStatusError && failure.code === "coupon_invalid") onCouponRefused?.();
    } finally {
      submitting.current = false;
    }
  };

  return { place, busy: placement.pending || placed, pending: placement.pending, error, setError };
}

/** Props of `PlaceOrderButton`. */
export interface PlaceOrderButtonProps {
  state: Pick<PlaceOrderState<never>, "busy" | "pending" | "error">;
  /** Checks the page's rules and calls `state.place(body)`. */
  onPlace(): void;
  /** Nothing to order yet (the summary or the options are loading, the cart is empty). */
  disabled?: boolean;
  /** The label ("Place order" by default). */
  children?: string;
  /** The label while the attempt is on its way ("Placing your order…" by default). */
  busyLabel?: string;
}

/**
 * The place-order button and the message of a failed attempt. Disabled while an attempt is on its
 * way (so a double click orders once) and after success, while the page leaves.
 */
export function PlaceOrderButton({ state, onPlace, disabled, children, busyLabel }: PlaceOrderButtonProps) {
  const { t } = useLingui();
  return (
    <>
      {state.error ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="checkout-error">
          {state.error}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={state.busy || disabled}
        aria-busy={state.pending || undefined}
        onClick={onPlace}
      >
        {state.busy ? (busyLabel ?? t`Placing your order…`) : (children ?? t`Place order`)}
      </Button>
    </>
  );
}
