import { useLingui } from "@lingui/react/macro";
import { needsDelivery } from "@storefront/core/cart";
import type { StoredUser } from "@storefront/core/contracts/user";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { RetryAlert } from "../feedback";
import { lineOwnerOf, useAuthDialog, useUser } from "../session";
import { useDocumentTitle } from "../title";
import { CheckoutSection } from "./checkout-section";
import { DeliveryAddressSection, useAddressChoice } from "./delivery-address-section";
import { type DeliveryMethod, DeliveryMethodSection } from "./delivery-method-section";
import { OrderSummaryCard, useCheckoutSummary, useGuestCartSync } from "./order-summary";
import { OrderNoteField, PaymentSection, usePaymentChoice } from "./payment-section";
import { PlaceOrderButton, type PlaceOrderOptions, usePlaceOrder } from "./place-order-button";

function LoginNeeded() {
  const { t } = useLingui();
  const auth = useAuthDialog();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-medium">{t`Log in to check out.`}</p>
      <Button onClick={() => auth.open("login", { navigateTo: location.pathname + location.search })}>
        {t`Log in`}
      </Button>
    </div>
  );
}

/**
 * Props of `CheckoutPage`: where a placed order and a declined payment go, and the call that
 * places it when it is not `place_order` (a sugar checkout: `useOrderCall(sugarCheckout)`), see
 * `usePlaceOrder`.
 */
export type CheckoutPageProps = Pick<PlaceOrderOptions, "successTo" | "failureTo" | "call">;

/**
 * `/checkout` (spec §2: login required, enforced by the route guard): delivery method, address
 * (choose, or add one inline), payment (the demo's card form producing the API's test tokens, or
 * cash on delivery), the order summary with the server's totals and the accepted coupon, and
 * "Place order". Placing uses one `Idempotency-Key` per attempt (see `useOrderPlacement`) and the
 * button is disabled while it is on its way, so a double click orders once. Success clears the
 * cart and goes to `/complete?order_ref=…`; a declined payment goes to `/failure` with the cart
 * kept (the retry is a new attempt, with a new key).
 *
 * It is a composition of the parts `@storefront/kit/checkout` exports, so another checkout
 * composes the same parts with its own rules:
 *
 * ```tsx
 * const summary = useCheckoutSummary({ customerId, deliveryMethod: "pickup" }); // no delivery at all
 * const payment = usePaymentChoice(customerId);
 * const order = usePlaceOrder({ customerId, call: useIdempotentCall(buyPlan) }); // another call
 * <PaymentSection customerId={customerId} choice={payment} disabled={order.busy} />
 * <OrderSummaryCard summary={summary}>
 *   <PlaceOrderButton state={order} onPlace={() => { const fields = payment.fields(); if (fields) void order.place({ ...fields, delivery_method: "pickup" }); }} />
 * </OrderSummaryCard>
 * ```
 *
 * "Address only when delivery" is this page's rule: `DeliveryAddressSection` is rendered, and an
 * address required, only while the delivery method is `delivery`. A cart of digital lines only
 * (core's `needsDelivery`) has nothing to deliver: no delivery method, no address, no fee.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const user = useUser();
  return (
    <div data-slot="checkout-page" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Checkout`}</h1>
      {user ? <Checkout user={user} {...props} /> : <LoginNeeded />}
    </div>
  );
}

function Checkout({ user, successTo, failureTo, call }: CheckoutPageProps & { user: StoredUser }) {
  const { t } = useLingui();
  const customerId = user.id;
  const guestSync = useGuestCartSync(user);
  const [delivery, setDelivery] = useState<DeliveryMethod>("delivery");
  // Set by a "Place order" without an address; the message goes once one is chosen or saved.
  const [addressAsked, setAddressAsked] = useState(false);
  const [note, setNote] = useState("");
  const address = useAddressChoice(customerId);
  const payment = usePaymentChoice(customerId);
  const summary = useCheckoutSummary({
    customerId,
    deliveryMethod: delivery,
    // A guest login's server cart is ready once its local lines are synced.
    enabled: lineOwnerOf(user) !== "guest" || guestSync.isSuccess,
  });
  const order = usePlaceOrder({
    customerId,
    successTo,
    failureTo,
    ...(call ? { call } : {}),
    onCouponRefused: () => void summary.query.refetch(),
  });

  // Until the server's lines are in, the page assumes goods (most carts): the sections do not
  // appear after the summary for a cart that needs them.
  const delivers = !summary.query.data || needsDelivery(summary.lines);
  const addressMissing = delivers && delivery === "delivery" && !address.addressId;

  const placeOrder = () => {
    order.setError(null);
    setAddressAsked(addressMissing);
    if (addressMissing) return;
    if (!payment.ready || payment.method === null) {
      order.setError(t`Choose a payment method.`);
      return;
    }
    const paid = payment.fields();
    if (!paid) return;
    void order.place({
      ...(delivers ? { delivery_method: delivery } : {}),
      ...paid,
      ...(delivers && delivery === "delivery" && address.addressId ? { address_id: address.addressId } : {}),
      ...(summary.couponCode ? { coupon_code: summary.couponCode } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  if (summary.empty && !order.busy) {
    return (
      <EmptyState
        variant="page"
        icon={null}
        title={t`Your cart is empty`}
        action={
          <Button asChild>
            <Link to="/cart">{t`Back to cart`}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      {guestSync.isError ? (
        <RetryAlert className="mt-4" onRetry={() => guestSync.refetch()}>
          {t`Your cart could not be prepared for checkout.`}
        </RetryAlert>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          {delivers ? (
            <DeliveryMethodSection
              customerId={customerId}
              value={delivery}
              onChange={setDelivery}
              disabled={order.busy}
            />
          ) : (
            <CheckoutSection title={t`Delivery`}>
              <p data-testid="nothing-to-deliver" className="text-sm text-muted-foreground">
                {t`Your order holds digital items only: there is nothing to deliver.`}
              </p>
            </CheckoutSection>
          )}
          {delivers && delivery === "delivery" ? (
            <DeliveryAddressSection customerId={customerId} choice={address} disabled={order.busy} />
          ) : null}
          <PaymentSection customerId={customerId} choice={payment} disabled={order.busy}>
            <OrderNoteField value={note} onChange={setNote} disabled={order.busy} />
          </PaymentSection>
        </div>
        <OrderSummaryCard summary={summary}>
          <PlaceOrderButton
            state={
              addressAsked && addressMissing ? { ...order, error: t`Choose a delivery address.` } : order
            }
            onPlace={placeOrder}
            disabled={!summary.query.data || !payment.ready || summary.lines.length === 0}
          />
          <Button asChild variant="link" className="self-center">
            <Link to="/cart">{t`Back to cart`}</Link>
          </Button>
        </OrderSummaryCard>
      </div>
    </>
  );
}
