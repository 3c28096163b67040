import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useApiClient, useUser } from "../session";
import { orderQueryOptions } from "./checkout-queries";
import { readCompleteSearch } from "./search";

/**
 * The order a `/complete?order_ref=…` page thanks for: its reference from the URL, the customer's
 * order once the session is known (not retried: a guest's or an unknown order simply shows less),
 * and the id of its page in the account, from the URL or the loaded order.
 */
export function useCompletedOrder() {
  const client = useApiClient();
  const user = useUser();
  const search = readCompleteSearch(useSearch({ strict: false }));
  const orderRef = search.order_ref ?? "";
  const order = useQuery({
    ...orderQueryOptions(client, user?.id ?? "", search.order_id ?? orderRef),
    enabled: user !== null && orderRef !== "",
    retry: false,
  });
  return {
    orderRef,
    order,
    orderId: search.order_id ?? order.data?._id ?? null,
    /** Whether the order is being read (a skeleton is due). */
    loading: user !== null && orderRef !== "" && order.isPending,
  };
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
