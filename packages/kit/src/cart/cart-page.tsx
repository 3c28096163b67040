import { useLingui } from "@lingui/react/macro";
import type { CartLine } from "@storefront/core/cart";
import { lineKeyString, needsDelivery } from "@storefront/core/cart";
import type { Partner } from "@storefront/core/contracts/partner";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { EmptyState } from "@storefront/ui/empty-state";
import { keepPreviousData, useIsMutating, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { ShoppingCartIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useDayFormat } from "../dates";
import { RetryAlert } from "../feedback";
import { LineDetails, LineItemRow, linesSubtotal, lineTotal, RemoveLineButton } from "../lines";
import { useLocalized } from "../locale";
import { Money } from "../money";
import { usePartner } from "../partner";
import { lineOwnerOf, useApiClient, useCart, useUser } from "../session";
import { useDocumentTitle } from "../title";
import { CART_MUTATION_KEY, cartSummaryQueryOptions } from "./cart-queries";
import { CartTotals } from "./cart-totals";
import {
  appliedCouponAtom,
  type CouponRejection,
  evaluateCouponNow,
  rejectionFromServerMessage,
} from "./coupon";
import { CouponField } from "./coupon-field";
import { ProceedToCheckoutLink } from "./proceed-to-checkout-link";
import { QuantityStepper } from "./quantity-stepper";
import { type CartTotalsValue, estimateTotals } from "./totals";
import { useCartActions } from "./use-cart-actions";
import { visitDatesAtom } from "./visit-dates";

/** Props of `CartPage`. */
export interface CartPageProps {
  /** Where "Continue shopping" goes (`/products` by default). */
  continueShoppingTo?: string;
  /**
   * What the summary offers instead of "Proceed to checkout" — a vertical whose cart leads
   * elsewhere (a restaurant's table order or kiosk, a sugar checkout). Default: the `/checkout` link.
   */
  checkoutAction?: ReactNode;
  /**
   * True for a partner whose cart is ordered where the diner is (a plain restaurant: at the table
   * or the kiosk, spec §2 gives it no online checkout): no coupon field and no delivery, the total
   * is the lines'. Default: never.
   */
  ordersInVenue?: (partner: Partner) => boolean;
}

/**
 * One line of the cart: picture, localized name, its details (`LineDetails`: variant, options,
 * note, unit price), the quantity stepper, removal and the line total. For a vertical's own cart
 * views (a restaurant's table order) beside `CartPage`.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const actions = useCartActions();
  const visitDay = useAtomValue(visitDatesAtom)[lineKeyString(line)] ?? null;
  const formatDay = useDayFormat();
  const name = localized(line.name, line.name_lang);

  return (
    <LineItemRow
      data-testid="cart-line"
      data-product-id={line.product_id}
      name={name}
      nameAs="h2"
      image={line.image ?? line.product_img}
      details={
        <LineDetails line={line}>
          {visitDay ? (
            <p className="text-xs text-muted-foreground">{t`Visit on ${formatDay(visitDay)}`}</p>
          ) : null}
        </LineDetails>
      }
      actions={
        <>
          <QuantityStepper
            itemName={name}
            value={line.qty}
            min={0}
            max={typeof line.stock === "number" ? Math.max(line.stock, line.qty) : null}
            onChange={(qty) => actions.setQty(line, qty)}
          />
          <RemoveLineButton itemName={name} onRemove={() => actions.remove(line)} />
        </>
      }
      amount={
        <p data-testid="line-total">
          <span className="sr-only">{t`Line total`} </span>
          <Money amount={lineTotal(line)} />
        </p>
      }
    />
  );
}

function EmptyCart({ continueShoppingTo }: { continueShoppingTo: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      variant="page"
      icon={<ShoppingCartIcon />}
      title={t`Your cart is empty`}
      description={t`Browse the shop and add what you like.`}
      action={
        <Button asChild>
          <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
        </Button>
      }
    />
  );
}

/**
 * `/cart` (spec §2): the lines with picture, localized name, unit, price, quantity stepper, removal
 * and line total; the coupon field; the totals — the server's `cart_summary` for a customer, a
 * labelled estimate by core's rules for a guest —; continue shopping and proceed to checkout (a
 * guest is asked to log in by the route guard: `/checkout` requires it).
 */
export function CartPage({ continueShoppingTo = "/products", checkoutAction, ordersInVenue }: CartPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Shopping cart`);
  const inVenue = ordersInVenue?.(usePartner()) ?? false;
  const client = useApiClient();
  const user = useUser();
  const cart = useCart();
  const applied = useAtomValue(appliedCouponAtom);
  const customer = lineOwnerOf(user) === "user" && user ? user : null;
  const pendingWrites = useIsMutating({ mutationKey: CART_MUTATION_KEY });

  const summary = useQuery({
    ...cartSummaryQueryOptions(client, {
      userId: customer?.id ?? "",
      couponCode: applied?.code ?? null,
    }),
    enabled: customer !== null && cart.list.length > 0 && !inVenue,
    placeholderData: keepPreviousData,
  });

  const localSubtotal = linesSubtotal(cart.list);
  const serverTotals = customer ? (summary.data?.totals ?? null) : null;
  const cartTotal = serverTotals?.subtotal ?? localSubtotal;

  // The applied coupon, re-checked against today's cart: the server's verdict for a customer,
  // core's evaluation for a guest.
  let appliedRejection: CouponRejection | null = null;
  let acceptedCoupon: Parameters<typeof estimateTotals>[1] = null;
  if (applied) {
    const evaluation = evaluateCouponNow(applied.response, cartTotal);
    if (!evaluation.ok) appliedRejection = evaluation;
    else acceptedCoupon = evaluation.coupon;
    const verdict = customer ? summary.data?.coupon : null;
    if (verdict && !verdict.valid && !summary.isPlaceholderData) {
      appliedRejection = rejectionFromServerMessage(verdict.msg);
    }
  }

  // Nothing is delivered to a table or kiosk order, nor for digital lines only (an e-book).
  const delivers = !inVenue && needsDelivery(cart.list);
  const totals: CartTotalsValue | null =
    customer && !inVenue
      ? serverTotals
      : estimateTotals(cart.list, inVenue || appliedRejection ? null : acceptedCoupon, {
          delivery: delivers,
        });
  const updating = customer !== null && !inVenue && (pendingWrites > 0 || summary.isFetching);

  if (cart.list.length === 0) {
    return (
      <div data-slot="cart-page" className="mx-auto w-full max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold">{t`Shopping cart`}</h1>
        <EmptyCart continueShoppingTo={continueShoppingTo} />
      </div>
    );
  }

  return (
    <div data-slot="cart-page" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Shopping cart`}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t`Items in your cart`}>
          <ul className="divide-y divide-border">
            {cart.list.map((line) => (
              <CartLineItem key={lineKeyString(line)} line={line} />
            ))}
          </ul>
          <Button asChild variant="link" className="mt-4 px-0">
            <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
          </Button>
        </section>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle asChild>
              <h2>{customer ? t`Order summary` : t`Estimated order summary`}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {inVenue ? null : <CouponField cartTotal={cartTotal} appliedRejection={appliedRejection} />}
            {summary.isError && customer ? (
              <RetryAlert onRetry={() => summary.refetch()}>{t`The totals could not be loaded.`}</RetryAlert>
            ) : null}
            <CartTotals
              totals={totals}
              estimate={!customer}
              couponCode={applied && !appliedRejection && !inVenue ? applied.code : null}
              updating={updating}
              delivery={delivers}
            />
            {checkoutAction ?? <ProceedToCheckoutLink />}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
