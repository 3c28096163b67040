import { useLingui } from "@lingui/react/macro";
import type { StoredUser } from "@storefront/core/contracts/user";
import {
  CheckoutSection,
  DeliveryAddressSection,
  OrderSummaryCard,
  PaymentSection,
  PlaceOrderButton,
  useAddressChoice,
  useCheckoutSummary,
  useGuestCartSync,
  usePaymentChoice,
  usePlaceOrder,
} from "@storefront/kit/checkout";
import { RetryAlert } from "@storefront/kit/feedback";
import { lineOwnerOf, useApiClient, useAuthDialog, useCart, useUser } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { holdsPhysicalItem, offeringsQueryOptions } from "../offerings";

function LoginNeeded() {
  const { t } = useLingui();
  const auth = useAuthDialog();
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-medium">{t`Log in to make your offerings.`}</p>
      <Button onClick={() => auth.open("login", { navigateTo: location.href })}>{t`Log in`}</Button>
    </div>
  );
}

/** The devotee's details, from their profile: the offerings are made and receipted in this name. */
function DevoteeSection({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const name = [user.cust_name, user.cust_last_name].filter(Boolean).join(" ");
  return (
    <CheckoutSection title={t`Your details`}>
      <dl data-testid="devotee" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t`Name`}</dt>
        <dd className="font-medium">{name}</dd>
        {user.email ? (
          <>
            <dt className="text-muted-foreground">{t`E-mail`}</dt>
            <dd dir="ltr" className="text-start">
              {user.email}
            </dd>
          </>
        ) : null}
        {user.phone ? (
          <>
            <dt className="text-muted-foreground">{t`Phone`}</dt>
            <dd dir="ltr" className="text-start">
              {user.phone}
            </dd>
          </>
        ) : null}
      </dl>
      <Button asChild variant="link" className="self-start px-0">
        <Link to="/account/profile">{t`Change your details`}</Link>
      </Button>
    </CheckoutSection>
  );
}

/**
 * `/checkout` of a divine partner (spec §2: its own view; login required) composed from kit's
 * checkout sections: the devotee's details; the delivery address only when the cart holds a
 * physical item (offerings are made, not shipped: such an order is a `pickup` with no address);
 * payment; and "Place order" with an idempotency key per attempt (kit's `usePlaceOrder`) — a placed
 * order goes to `/complete`, a declined payment to `/failure` with the cart kept.
 */
export function CheckoutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const user = useUser();
  return (
    <div data-slot="divine-checkout-page" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Checkout`}</h1>
      {user ? <Checkout user={user} /> : <LoginNeeded />}
    </div>
  );
}

function Checkout({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const customerId = user.id;
  const client = useApiClient();
  const cart = useCart();
  const products = useSuspenseQuery(offeringsQueryOptions(client)).data.items;
  const guestSync = useGuestCartSync(user);
  const delivers = holdsPhysicalItem(cart.list, products);
  const deliveryMethod = delivers ? "delivery" : "pickup";
  const address = useAddressChoice(customerId);
  const payment = usePaymentChoice(customerId);
  const summary = useCheckoutSummary({
    customerId,
    deliveryMethod,
    // A guest login's server cart is ready once its local lines are synced.
    enabled: lineOwnerOf(user) !== "guest" || guestSync.isSuccess,
  });
  const order = usePlaceOrder({ customerId, onCouponRefused: () => void summary.query.refetch() });

  const placeOrder = () => {
    order.setError(null);
    if (delivers && !address.addressId) {
      order.setError(t`Choose a delivery address for the items to send.`);
      return;
    }
    if (!payment.ready || payment.method === null) {
      order.setError(t`Choose a payment method.`);
      return;
    }
    const paid = payment.fields();
    if (!paid) return;
    void order.place({
      delivery_method: deliveryMethod,
      ...paid,
      ...(delivers && address.addressId ? { address_id: address.addressId } : {}),
    });
  };

  if (summary.empty && !order.busy) {
    return (
      <EmptyState
        variant="page"
        icon={null}
        title={t`No offerings yet`}
        action={
          <Button asChild>
            <Link to="/">{t`See the offerings`}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      {guestSync.isError ? (
        <RetryAlert className="mt-4" onRetry={() => guestSync.refetch()}>
          {t`Your offerings could not be prepared for checkout.`}
        </RetryAlert>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <DevoteeSection user={user} />
          {delivers ? (
            <DeliveryAddressSection customerId={customerId} choice={address} disabled={order.busy} />
          ) : null}
          <PaymentSection customerId={customerId} choice={payment} disabled={order.busy} />
        </div>
        <OrderSummaryCard summary={summary}>
          <PlaceOrderButton
            state={order}
            onPlace={placeOrder}
            disabled={!summary.query.data || !payment.ready || summary.lines.length === 0}
          />
          <Button asChild variant="link" className="self-center">
            <Link to="/cart">{t`Back to your offerings`}</Link>
          </Button>
        </OrderSummaryCard>
      </div>
    </>
  );
}
