import { useLingui } from "@lingui/react/macro";
import { OrderReference, useCompletedOrder } from "@storefront/kit/checkout";
import { LazyNotFoundPage } from "@storefront/kit/errors";
import { RetryAlert } from "@storefront/kit/feedback";
import { LineItemRow } from "@storefront/kit/lines";
import { useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { Skeleton } from "@storefront/ui/skeleton";
import { Link } from "@tanstack/react-router";
import { CircleCheckIcon } from "lucide-react";
import { Suspense } from "react";
import { OfferingDetails } from "../offer/offering-details";

/**
 * `/complete?order_ref=…` of a divine partner (the route guard sends a visit without `order_ref`
 * to `/`): the thanks, the order reference, and each offering of the order with who it is offered
 * for and its day (the customer's own order, read once the session is known; any other reference
 * is the not-found page), then the way to the order in the account and back to the offerings.
 */
export function CompletePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Thank you for your offerings`);
  const localized = useLocalized();
  const { orderRef, order, orderId, state } = useCompletedOrder();

  // Someone else's reference, an invented one, or no session: not a page to thank anyone on.
  if (state === "missing") {
    return (
      <Suspense fallback={null}>
        <LazyNotFoundPage />
      </Suspense>
    );
  }
  if (!order.data) {
    return (
      <div
        data-slot="divine-complete-page"
        aria-busy={state === "loading"}
        className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12"
      >
        <Skeleton className="mx-auto size-14 rounded-full" />
        <Skeleton className="h-32 w-full" />
        {order.isError ? (
          <RetryAlert onRetry={() => order.refetch()}>{t`Your offerings could not be loaded.`}</RetryAlert>
        ) : null}
      </div>
    );
  }

  return (
    <div data-slot="divine-complete-page" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
        <h1 className="text-2xl font-semibold">{t`Thank you for your offerings`}</h1>
        <OrderReference orderRef={orderRef} />
        <p className="text-sm text-muted-foreground">{t`Each offering will be made on its day, in the name you gave.`}</p>
      </div>
      {order.data ? (
        <section aria-labelledby="offerings-made">
          <h2 id="offerings-made" className="text-lg font-semibold">
            {t`Your offerings`}
          </h2>
          <ul className="mt-2 divide-y divide-border">
            {order.data.lines.map((line) => {
              const qty = line.qty;
              return (
                <LineItemRow
                  key={line._id}
                  data-testid="order-offering"
                  name={localized(line.name, line.name_lang)}
                  image={line.image}
                  imageSize={64}
                  details={
                    <>
                      <OfferingDetails details={line.details} />
                      <p className="text-sm text-muted-foreground">{t`Quantity: ${qty}`}</p>
                    </>
                  }
                  amount={<Money amount={line.line_total} currency={order.data.currency} />}
                />
              );
            })}
          </ul>
          <p className="mt-4 flex justify-between border-t border-border pt-4 font-semibold">
            <span>{t`Total`}</span>
            <Money amount={order.data.total} currency={order.data.currency} />
          </p>
        </section>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {orderId ? (
          <Button asChild variant="outline">
            <Link to="/account/orders/$id" params={{ id: orderId }}>
              {t`View your order`}
            </Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/">{t`Make another offering`}</Link>
        </Button>
      </div>
    </div>
  );
}
