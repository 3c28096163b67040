import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { CircleCheckIcon } from "lucide-react";
import { useMoney } from "../money";
import { useApiClient, useUser } from "../session";
import { useDocumentTitle } from "../title";
import { orderQueryOptions } from "./checkout-queries";
import { readCompleteSearch } from "./search";

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
  const client = useApiClient();
  const user = useUser();
  const search = readCompleteSearch(useSearch({ strict: false }));
  const orderRef = search.order_ref ?? "";
  const order = useQuery({
    ...orderQueryOptions(client, user?.id ?? "", search.order_id ?? orderRef),
    enabled: user !== null && orderRef !== "",
    retry: false,
  });
  const orderId = search.order_id ?? order.data?._id ?? null;
  const total = order.data ? money(order.data.total, order.data.currency) : null;

  return (
    <div
      data-slot="complete-page"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="text-2xl font-semibold">{t`Thank you for your order`}</h1>
      <p>
        {t`Your order reference is`}{" "}
        <bdi dir="ltr" className="font-mono font-semibold" data-testid="order-ref">
          {orderRef}
        </bdi>
      </p>
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
