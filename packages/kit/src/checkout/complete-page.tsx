import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Skeleton } from "@storefront/ui/skeleton";
import { Link } from "@tanstack/react-router";
import { CircleCheckIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { LazyNotFoundPage } from "../errors";
import { RetryAlert } from "../feedback";
import { useMoney } from "../money";
import { useDocumentTitle } from "../title";
import type { PlacedOrder } from "./place-order";
import { OrderReference, useCompletedOrder } from "./use-completed-order";

/** Props of `CompletePage`. */
export interface CompletePageProps {
  /** Where "Continue shopping" goes (`/products` by default). */
  continueShoppingTo?: string;
  /**
   * What the vertical shows of the order under its reference, instead of the shipping sentence
   * (a restaurant's live kitchen status).
   */
  orderStatus?: (order: PlacedOrder) => ReactNode;
}

const PAGE = "mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center";

/**
 * `/complete?order_ref=…` (spec §2; the route guard sends a visit without `order_ref` to `/`): the
 * thank-you page for one of the logged-in customer's orders, found by its reference — with the
 * reference, the total, a link to the order in the account and "Continue shopping". A reference
 * that is not the customer's (or a visitor without a session) gets the not-found page.
 */
export function CompletePage({ continueShoppingTo = "/products", orderStatus }: CompletePageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Thank you for your order`);
  const money = useMoney();
  const { orderRef, order, orderId, state } = useCompletedOrder();

  if (state === "missing") {
    return (
      <Suspense fallback={null}>
        <LazyNotFoundPage />
      </Suspense>
    );
  }
  if (state !== "found" || !order.data) {
    return (
      <div data-slot="complete-page" aria-busy={state === "loading"} className={PAGE}>
        <Skeleton className="size-14 rounded-full" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-72" />
        {state === "failed" ? (
          <RetryAlert onRetry={() => order.refetch()}>{t`Your order could not be loaded.`}</RetryAlert>
        ) : null}
      </div>
    );
  }
  const total = money(order.data.total, order.data.currency);
  return (
    <div data-slot="complete-page" className={PAGE}>
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="text-2xl font-semibold">{t`Thank you for your order`}</h1>
      <OrderReference orderRef={orderRef} />
      <p className="text-sm text-muted-foreground">{t`Total paid or due: ${total}`}</p>
      {orderStatus ? (
        orderStatus(order.data)
      ) : (
        <p className="text-sm text-muted-foreground">{t`We have received your order and will let you know when it ships.`}</p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {orderId ? (
          <Button asChild variant="outline">
            <Link to="/account/orders/$id" params={{ id: orderId }}>{t`View your order`}</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
        </Button>
      </div>
    </div>
  );
}
