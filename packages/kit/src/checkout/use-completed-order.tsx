import { useLingui } from "@lingui/react/macro";
import { ApiStatusError, ApiValidationError } from "@storefront/core/api";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useHydrated } from "../app";
import { useApiClient, useUser } from "../session";
import { orderQueryOptions } from "./checkout-queries";
import { readCompleteSearch } from "./search";

/**
 * Where a thank-you page stands: the order is being read, it is the customer's own (`found`), it is
 * nobody's the visitor may see (`missing`: no customer, or the API answers 404), or it could not be
 * read (`failed`: offer a retry).
 */
export type CompletedOrderState = "loading" | "found" | "missing" | "failed";

/** An error that says the order is not there for this customer, rather than that the call failed. */
function isMissing(error: unknown): boolean {
  return (
    (error instanceof ApiStatusError && error.status === 404) ||
    (error instanceof ApiValidationError && error.direction === "request")
  );
}

/**
 * The order a `/complete?order_ref=…` page thanks for, looked up by its reference among the
 * logged-in customer's orders (the stored user is the browser's, so the state stays `loading`
 * until hydration has read it). A reference that is not the customer's is `missing`: the page is
 * then the not-found page, never a thank-you for someone else's or an invented reference.
 */
export function useCompletedOrder() {
  const client = useApiClient();
  const user = useUser();
  const hydrated = useHydrated();
  const orderRef = readCompleteSearch(useSearch({ strict: false })).order_ref ?? "";
  const order = useQuery({
    ...orderQueryOptions(client, user?.id ?? "", orderRef),
    enabled: user !== null && orderRef !== "",
    retry: false,
  });
  let state: CompletedOrderState = "loading";
  if (order.isSuccess) state = "found";
  else if (order.isError) state = isMissing(order.error) ? "missing" : "failed";
  else if (hydrated && (user === null || orderRef === "")) state = "missing";
  return { orderRef, order, state, orderId: order.data?._id ?? null };
}

/** "Your order reference is …", the reference kept left-to-right inside Arabic text. */
export function OrderReference({ orderRef }: { orderRef: string }) {
  const { t } = useLingui();
  return (
    <p>
      {t`Your order reference is`}{" "}
      <bdi dir="ltr" className="font-mono font-semibold" data-testid="order-ref">
        {orderRef}
      </bdi>
    </p>
  );
}
