import { useLingui } from "@lingui/react/macro";
import { type CartLine, lineKeyString, needsDelivery } from "@storefront/core/cart";
import type { StoredUser } from "@storefront/core/contracts/user";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { Skeleton } from "@storefront/ui/skeleton";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import {
  appliedCouponAtom,
  type CartSummary,
  CartTotals,
  type CouponRejection,
  cartSummaryQueryOptions,
  couponRejectionText,
  rejectionFromServerMessage,
  visitDatesAtom,
} from "../cart";
import { RetryAlert } from "../feedback";
import { LineChoices, lineTotal } from "../lines";
import { useLocalized } from "../locale";
import { Money } from "../money";
import { lineOwnerOf, useApiClient, useCart } from "../session";
import { guestCartSyncQueryOptions } from "./checkout-queries";
import type { DeliveryMethod } from "./delivery-method-section";

/**
 * A guest login (spec §6) keeps its cart in `tempCart`; the server orders the customer's server
 * cart, so the local lines are written to it first. Idle for a customer.
 */
export function useGuestCartSync(user: StoredUser) {
  const client = useApiClient();
  const cart = useCart();
  const visitDates = useAtomValue(visitDatesAtom);
  return useQuery({
    ...guestCartSyncQueryOptions(client, user.id, cart.list, visitDates),
    enabled: lineOwnerOf(user) === "guest",
  });
}

/** The server's view of the cart being checked out (`cart_summary`) and the applied coupon's fate. */
export interface CheckoutSummary {
  query: UseQueryResult<CartSummary>;
  /** The server's lines (what will be ordered). */
  lines: readonly CartLine[];
  /** The applied coupon's code when the server accepts it (send it with the order), else null. */
  couponCode: string | null;
  /** Why the server refuses the applied coupon, or null. */
  couponRejection: CouponRejection | null;
  /** The server has the cart and it is empty (nothing to order). */
  empty: boolean;
}

/**
 * The checkout's summary for a delivery method, with the applied coupon (cart's
 * `appliedCouponAtom`). `enabled: false` waits (for the guest cart sync).
 */
export function useCheckoutSummary({
  customerId,
  deliveryMethod,
  enabled = true,
}: {
  customerId: string;
  deliveryMethod?: DeliveryMethod;
  enabled?: boolean;
}): CheckoutSummary {
  const client = useApiClient();
  const applied = useAtomValue(appliedCouponAtom);
  const query = useQuery({
    ...cartSummaryQueryOptions(client, {
      userId: customerId,
      couponCode: applied?.code ?? null,
      deliveryMethod,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const verdict = query.data?.coupon ?? null;
  const lines = query.data?.lines ?? [];
  return {
    query,
    lines,
    couponCode: applied !== null && verdict?.valid === true ? applied.code : null,
    couponRejection: applied && verdict && !verdict.valid ? rejectionFromServerMessage(verdict.msg) : null,
    empty: query.isSuccess && !query.isPlaceholderData && lines.length === 0,
  };
}

/** Props of `OrderSummaryCard`. */
export interface OrderSummaryCardProps {
  summary: CheckoutSummary;
  /** Under the totals: the place-order button, its error, the way back to the cart. */
  children?: ReactNode;
}

/**
 * "Order summary": the server's lines (with the options and details chosen on them, so a cake's
 * size and message are checked before paying) with their totals in the partner's currency, why the applied
 * coupon is refused, and the totals (cart's `CartTotals`) with the accepted coupon — without a
 * delivery row when nothing is delivered (digital lines only).
 */
export function OrderSummaryCard({ summary, children }: OrderSummaryCardProps) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const { query } = summary;
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Order summary`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.data ? (
          <ul className="flex flex-col gap-2 text-sm" aria-label={t`Items`}>
            {summary.lines.map((line) => {
              const name = localized(line.name, line.name_lang);
              const qty = line.qty;
              return (
                <li key={lineKeyString(line)} className="flex justify-between gap-4">
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span>{t`${name} × ${qty}`}</span>
                    <LineChoices options={line.options} details={line.details} />
                  </span>
                  <Money amount={lineTotal(line)} />
                </li>
              );
            })}
          </ul>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
        {summary.couponRejection ? (
          <p role="alert" className="text-sm text-destructive" data-testid="coupon-message">
            {couponRejectionText(i18n, summary.couponRejection)} {t`The coupon will not be applied.`}
          </p>
        ) : null}
        {query.isError ? (
          <RetryAlert onRetry={() => query.refetch()}>{t`The totals could not be loaded.`}</RetryAlert>
        ) : null}
        <CartTotals
          totals={query.data?.totals ?? null}
          couponCode={summary.couponCode}
          updating={query.isFetching}
          delivery={!query.data || needsDelivery(summary.lines)}
        />
        {children}
      </CardContent>
    </Card>
  );
}
