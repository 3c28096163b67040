import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ApiStatusError } from "@storefront/core/api";
import type { Address } from "@storefront/core/contracts/api/account";
import type { StoredUser } from "@storefront/core/contracts/user";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { Field } from "@storefront/ui/field";
import { Label } from "@storefront/ui/label";
import { RadioGroup, RadioGroupItem } from "@storefront/ui/radio-group";
import { Skeleton } from "@storefront/ui/skeleton";
import { Textarea } from "@storefront/ui/textarea";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useAtom, useAtomValue } from "jotai";
import { PlusIcon } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { cartSummaryKeys, cartSummaryQueryOptions } from "../cart/cart-queries";
import { CartTotals } from "../cart/cart-totals";
import { appliedCouponAtom, couponRejectionText, rejectionFromServerMessage } from "../cart/coupon";
import { visitDatesAtom } from "../cart/visit-dates";
import { SERVER_ERROR_MESSAGES, type ServerErrorWording, serverErrorMessage } from "../errors";
import { lineTotal } from "../lines";
import { useLocalized } from "../locale";
import { Money, useMoney } from "../money";
import { usePartner } from "../partner/partner-context";
import {
  lineOwnerOf,
  useApiClient,
  useAuthDialog,
  useCart,
  useCartStore,
  useSession,
  useUser,
} from "../session";
import { useDocumentTitle } from "../title/document-title";
import { AddressForm } from "./address-form";
import { CardFields } from "./card-fields";
import {
  accountOrdersKey,
  addressesQueryOptions,
  addressLine,
  checkoutOptionsQueryOptions,
  guestCartSyncQueryOptions,
} from "./checkout-queries";
import { type PlacedOrder, type PlaceOrderBody, useOrderPlacement } from "./place-order";
import { type CardInput, type CardProblem, cardProblems, cardToken } from "./test-cards";

type DeliveryMethod = "delivery" | "pickup";
type PaymentMethod = "card" | "cod";

function pageOrigin(): string {
  return typeof location === "undefined" ? "" : location.origin;
}

/**
 * Placing an order words two failures its own way: without an answer the order may or may not
 * exist (and a retry is safe), and any other failure says the order was not placed.
 */
const ORDER_UNREACHABLE = msg`We could not reach the shop. Your order may not have been placed: trying again will not order twice.`;
const ORDER_WORDING = {
  codes: { address_not_found: SERVER_ERROR_MESSAGES.address_required },
  unreachable: ORDER_UNREACHABLE,
  unknown: msg`The order could not be placed. Please try again.`,
} satisfies ServerErrorWording;

/** What to tell the shopper when placing the order failed (a declined payment goes to /failure). */
function placeOrderErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiStatusError && error.code === "coupon_invalid") {
    return couponRejectionText(i18n, rejectionFromServerMessage(error.serverMessage ?? ""));
  }
  // A server error leaves the outcome unknown, like no answer at all.
  if (error instanceof ApiStatusError && error.status >= 500) return i18n._(ORDER_UNREACHABLE);
  return i18n._(serverErrorMessage(error, ORDER_WORDING));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function Choice({ id, value, label, detail }: { id: string; value: string; label: string; detail?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <RadioGroupItem value={value} id={id} className="mt-0.5" />
      <Label
        htmlFor={id}
        className="flex flex-1 flex-col items-start gap-1 text-start font-normal leading-normal"
      >
        <span className="font-medium">{label}</span>
        {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
      </Label>
    </div>
  );
}

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

/** Props of `CheckoutPage`. */
export interface CheckoutPageProps {
  /**
   * The route path a placed order goes to (the router localizes it). Default:
   * `/complete?order_ref=…&order_id=…`. Snachoo has no `/complete` (spec §2): pass e.g.
   * `(order) => \`/account/orders/${order._id}\``.
   */
  successTo?: (order: PlacedOrder) => string;
  /**
   * The route path a declined payment goes to (the cart is kept). Default `/failure`; `null` stays
   * on the checkout and says so there (snachoo has no `/failure`).
   */
  failureTo?: string | null;
}

/**
 * `/checkout` (spec §2: login required, enforced by the route guard): delivery method, address
 * (choose, or add one inline), payment (the demo's card form producing the API's test tokens, or
 * cash on delivery), the order summary with the server's totals and the accepted coupon, and
 * "Place order". Placing uses one `Idempotency-Key` per attempt (see `useOrderPlacement`) and the
 * button is disabled while it is on its way, so a double click orders once. Success clears the
 * cart and goes to `/complete?order_ref=…`; a declined payment goes to `/failure` with the cart
 * kept (the retry is a new attempt, with a new key).
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const user = useUser();
  if (!user) {
    return (
      <div data-slot="checkout-page" className="mx-auto w-full max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold">{t`Checkout`}</h1>
        <LoginNeeded />
      </div>
    );
  }
  return <Checkout user={user} {...props} />;
}

function Checkout({ user, successTo, failureTo = "/failure" }: CheckoutPageProps & { user: StoredUser }) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  const client = useApiClient();
  const session = useSession();
  const partner = usePartner();
  const cart = useCart();
  const cartStore = useCartStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [applied, setApplied] = useAtom(appliedCouponAtom);
  const visitDates = useAtomValue(visitDatesAtom);
  const ids = { delivery: useId(), payment: useId(), address: useId(), note: useId() };

  const customerId = user.id;
  const guestLogin = lineOwnerOf(user) === "guest";
  const guestSync = useQuery({
    ...guestCartSyncQueryOptions(client, customerId, cart.list, visitDates),
    enabled: guestLogin,
  });
  const options = useQuery(checkoutOptionsQueryOptions(client, customerId));
  const addresses = useQuery(addressesQueryOptions(client, customerId));

  const [delivery, setDelivery] = useState<DeliveryMethod>("delivery");
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardInput>({ number: "", expiry: "", cvc: "" });
  const [cardErrors, setCardErrors] = useState<CardProblem[]>([]);
  const [note, setNote] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const submitting = useRef(false);

  const summary = useQuery({
    ...cartSummaryQueryOptions(client, {
      userId: customerId,
      couponCode: applied?.code ?? null,
      deliveryMethod: delivery,
    }),
    enabled: !guestLogin || guestSync.isSuccess,
    placeholderData: keepPreviousData,
  });

  const placement = useOrderPlacement({
    origin: pageOrigin(),
    getPartnerToken: () => partner.access_token,
    getCustomerToken: () => session.getUser()?.token,
  });

  const addressList: Address[] = addresses.data ?? [];
  const addressId =
    (chosenAddress && addressList.some((address) => address._id === chosenAddress) ? chosenAddress : null) ??
    addressList.find((address) => address.is_default)?._id ??
    addressList[0]?._id ??
    null;
  const showAddressForm = addingAddress || (addresses.isSuccess && addressList.length === 0);
  const paymentMethods = options.data?.payment_methods ?? [];
  const paymentMethod: PaymentMethod | null =
    payment && paymentMethods.some((method) => method.id === payment)
      ? payment
      : (paymentMethods[0]?.id ?? null);

  const verdict = summary.data?.coupon ?? null;
  const couponAccepted = applied !== null && verdict?.valid === true;
  const couponRejection =
    applied && verdict && !verdict.valid ? rejectionFromServerMessage(verdict.msg) : null;
  const serverLines = summary.data?.lines ?? [];
  const cartEmpty = summary.isSuccess && !summary.isPlaceholderData && serverLines.length === 0;

  const submit = async () => {
    if (submitting.current || placement.pending) return;
    setFormError(null);
    if (delivery === "delivery" && !addressId) {
      setFormError(t`Choose a delivery address.`);
      return;
    }
    if (!paymentMethod || !options.data) {
      setFormError(t`Choose a payment method.`);
      return;
    }
    let cardTokenValue: string | undefined;
    if (paymentMethod === "card") {
      const problems = cardProblems(card);
      setCardErrors(problems);
      if (problems.length > 0) return;
      cardTokenValue = cardToken(card.number, options.data.test_card_tokens);
    }
    const body: PlaceOrderBody = {
      delivery_method: delivery,
      payment_method: paymentMethod,
      ...(delivery === "delivery" && addressId ? { address_id: addressId } : {}),
      ...(cardTokenValue ? { card_token: cardTokenValue } : {}),
      ...(couponAccepted && applied ? { coupon_code: applied.code } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    submitting.current = true;
    try {
      const order = await placement.place(body);
      setPlaced(true);
      if (successTo) await navigate({ to: successTo(order) });
      else await navigate({ to: "/complete", search: { order_ref: order.order_ref, order_id: order._id } });
      cartStore.clear();
      setApplied(null);
      void queryClient.invalidateQueries({ queryKey: cartSummaryKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountOrdersKey(customerId) });
    } catch (error) {
      if (error instanceof ApiStatusError && error.code === "payment_failed") {
        if (failureTo !== null) {
          await navigate({ to: failureTo });
          return;
        }
        setFormError(i18n._(SERVER_ERROR_MESSAGES.payment_failed));
        return;
      }
      setFormError(placeOrderErrorText(i18n, error));
      if (error instanceof ApiStatusError && error.code === "coupon_invalid") {
        void summary.refetch();
      }
    } finally {
      submitting.current = false;
    }
  };

  if (cartEmpty && !placed) {
    return (
      <div data-slot="checkout-page" className="mx-auto w-full max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold">{t`Checkout`}</h1>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg font-medium">{t`Your cart is empty`}</p>
          <Button asChild>
            <Link to="/cart">{t`Back to cart`}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const busy = placement.pending || placed;

  return (
    <div data-slot="checkout-page" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Checkout`}</h1>
      {guestSync.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t`Your cart could not be prepared for checkout.`}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => guestSync.refetch()}>
            {t`Try again`}
          </Button>
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <Section title={t`Delivery`}>
            {options.data ? (
              <RadioGroup
                aria-label={t`Delivery method`}
                value={delivery}
                onValueChange={(value) => setDelivery(value === "pickup" ? "pickup" : "delivery")}
                disabled={busy}
              >
                {options.data.delivery_methods.map((method) => {
                  const price = money(method.price);
                  const freeFrom = method.free_from !== null ? money(method.free_from) : null;
                  const detail =
                    method.price === 0 ? t`Free` : freeFrom ? t`${price}, free from ${freeFrom}` : price;
                  return (
                    <Choice
                      key={method.id}
                      id={`${ids.delivery}-${method.id}`}
                      value={method.id}
                      label={localized(method.name, method.name_lang)}
                      detail={detail}
                    />
                  );
                })}
              </RadioGroup>
            ) : options.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t`The checkout options could not be loaded.`}{" "}
                <Button variant="link" className="h-auto p-0" onClick={() => options.refetch()}>
                  {t`Try again`}
                </Button>
              </p>
            ) : (
              <Skeleton className="h-24 w-full" />
            )}
          </Section>

          {delivery === "delivery" ? (
            <Section title={t`Delivery address`}>
              {addresses.isPending ? <Skeleton className="h-24 w-full" /> : null}
              {addressList.length > 0 ? (
                <RadioGroup
                  aria-label={t`Delivery address`}
                  value={addressId ?? ""}
                  onValueChange={setChosenAddress}
                  disabled={busy}
                >
                  {addressList.map((address) => (
                    <Choice
                      key={address._id}
                      id={`${ids.address}-${address._id}`}
                      value={address._id}
                      label={address.label ? `${address.label} · ${address.name}` : address.name}
                      detail={addressLine(address)}
                    />
                  ))}
                </RadioGroup>
              ) : null}
              {showAddressForm ? (
                <AddressForm
                  customerId={customerId}
                  onSaved={(address) => {
                    setChosenAddress(address._id);
                    setAddingAddress(false);
                  }}
                  onCancel={addressList.length > 0 ? () => setAddingAddress(false) : undefined}
                />
              ) : (
                <Button
                  variant="outline"
                  className="self-start"
                  disabled={busy}
                  onClick={() => setAddingAddress(true)}
                >
                  <PlusIcon aria-hidden="true" className="size-4" />
                  {t`Add a new address`}
                </Button>
              )}
            </Section>
          ) : null}

          <Section title={t`Payment`}>
            {options.data ? (
              <>
                <RadioGroup
                  aria-label={t`Payment method`}
                  value={paymentMethod ?? ""}
                  onValueChange={(value) => setPayment(value === "cod" ? "cod" : "card")}
                  disabled={busy}
                >
                  {paymentMethods.map((method) => (
                    <Choice
                      key={method.id}
                      id={`${ids.payment}-${method.id}`}
                      value={method.id}
                      label={localized(method.name, method.name_lang)}
                    />
                  ))}
                </RadioGroup>
                {paymentMethod === "card" ? (
                  <CardFields value={card} onChange={setCard} problems={cardErrors} disabled={busy} />
                ) : null}
              </>
            ) : (
              <Skeleton className="h-24 w-full" />
            )}
            <Field label={t`Note for the shop (optional)`} controlId={ids.note}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={500}
                  value={note}
                  disabled={busy}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </Field>
          </Section>
        </div>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle asChild>
              <h2>{t`Order summary`}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {summary.data ? (
              <ul className="flex flex-col gap-2 text-sm" aria-label={t`Items`}>
                {serverLines.map((line) => {
                  const name = localized(line.name, line.name_lang);
                  const qty = line.qty;
                  return (
                    <li
                      key={`${line.product_id}-${line.other_unit_price?.id ?? ""}`}
                      className="flex justify-between gap-4"
                    >
                      <span>{t`${name} × ${qty}`}</span>
                      <Money amount={lineTotal(line)} />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Skeleton className="h-16 w-full" />
            )}
            {couponRejection ? (
              <p role="alert" className="text-sm text-destructive" data-testid="coupon-message">
                {couponRejectionText(i18n, couponRejection)} {t`The coupon will not be applied.`}
              </p>
            ) : null}
            {summary.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t`The totals could not be loaded.`}{" "}
                <Button variant="link" className="h-auto p-0" onClick={() => summary.refetch()}>
                  {t`Try again`}
                </Button>
              </p>
            ) : null}
            <CartTotals
              totals={summary.data?.totals ?? null}
              couponCode={couponAccepted && applied ? applied.code : null}
              updating={summary.isFetching}
            />
            {formError ? (
              <p role="alert" className="text-sm font-medium text-destructive" data-testid="checkout-error">
                {formError}
              </p>
            ) : null}
            <Button
              size="lg"
              className="w-full"
              disabled={busy || !summary.data || !options.data || serverLines.length === 0}
              aria-busy={placement.pending || undefined}
              onClick={() => void submit()}
            >
              {placement.pending || placed ? t`Placing your order…` : t`Place order`}
            </Button>
            <Button asChild variant="link" className="self-center">
              <Link to="/cart">{t`Back to cart`}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
