import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { CircleCheckIcon } from "lucide-react";
import { useMoney } from "../money";
import { useDocumentTitle } from "../title";
import { OrderReference, useCompletedOrder } from "./use-completed-order";

/** Props of `CompletePage`. */
export interface CompletePageProps {
  /** Where "Continue shopping" goes (`/products` by default). */
  continueShoppingTo?: string;
}

/**
 * `/complete?order_ref=…` (spec §2; the route guard sends a visit without `order_ref` to `/`): the
 * thank-you page with the order reference, a link to the order in the account
 * (`/account/orders/{id}`) and "Continue shopping". A logged-in customer also sees the total.
 */
export function CompletePage({ continueShoppingTo = "/products" }: CompletePageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Thank you for your order`);
  const money = useMoney();
  const { orderRef, order, orderId } = useCompletedOrder();
  const total = order.data ? money(order.data.total, order.data.currency) : null;

  return (
    <div
      data-slot="complete-page"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="text-2xl font-semibold">{t`Thank you for your order`}</h1>
      <OrderReference orderRef={orderRef} />
      {total ? <p className="text-sm text-muted-foreground">{t`Total paid or due: ${total}`}</p> : null}
      <p className="text-sm text-muted-foreground">{t`We have received your order and will let you know when it ships.`}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {orderId ? (
          <Button asChild variant="outline">
            <Link to={`/account/orders/${orderId}`}>{t`View your order`}</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
        </Button>
      </div>
    </div>
  );
}
