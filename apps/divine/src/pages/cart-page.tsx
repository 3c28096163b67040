import { useLingui } from "@lingui/react/macro";
import { type CartLine, lineKeyString } from "@storefront/core/cart";
import {
  CartTotals,
  cartSummaryQueryOptions,
  estimateTotals,
  ProceedToCheckoutLink,
  QuantityStepper,
  useCartActions,
} from "@storefront/kit/cart";
import { LineDetails, LineItemRow, lineTotal, RemoveLineButton } from "@storefront/kit/lines";
import { useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { lineOwnerOf, useApiClient, useCart, useUser } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { EmptyState } from "@storefront/ui/empty-state";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { HandHeartIcon } from "lucide-react";
import { offerValuesOf } from "../offer/offer-details";
import { OfferDialog } from "../offer/offer-dialog";
import { OfferingDetails } from "../offer/offering-details";
import { holdsPhysicalItem, offeringsQueryOptions } from "../offerings";

/** A guest's estimate (kit's rules), without the delivery fee when nothing is delivered. */
function guestEstimate(lines: readonly CartLine[], delivers: boolean) {
  const estimate = estimateTotals(lines, null);
  return delivers ? estimate : { ...estimate, delivery: 0, total: estimate.total - estimate.delivery };
}

function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const actions = useCartActions();
  const name = localized(line.name, line.name_lang);
  const offering = line.details != null;
  return (
    <LineItemRow
      data-testid="cart-line"
      data-product-id={line.product_id}
      name={name}
      nameAs="h2"
      image={line.image ?? line.product_img}
      details={
        <>
          <OfferingDetails details={line.details} />
          {/* The price and unit only: who and when are the offering's own rows above. */}
          <LineDetails
            line={{ attr_name: line.attr_name, price: line.price, other_unit_price: line.other_unit_price }}
          />
        </>
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
          {offering ? (
            <OfferDialog
              trigger={(props) => (
                <Button {...props} variant="outline" size="sm" aria-label={t`Change the offering of ${name}`}>
                  {t`Change`}
                </Button>
              )}
              title={t`Change the offering of ${name}`}
              initial={offerValuesOf(line.details)}
              submitLabel={t`Save changes`}
              onOffer={(details) => {
                // Who and when are the line's identity: the changed offering is another line.
                actions.remove(line);
                actions.add({ ...line, details });
              }}
            />
          ) : null}
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

/**
 * `/cart` of a divine partner (spec §2: its own view): each offering with who it is offered for,
 * its day and intention — changeable in place (a new name or day makes it another line) —, physical
 * items as ordinary lines, the totals (the server's for a customer, an estimate for a guest) and
 * the way to the checkout.
 */
export function CartPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your offerings`);
  const client = useApiClient();
  const user = useUser();
  const cart = useCart();
  const products = useSuspenseQuery(offeringsQueryOptions(client)).data.items;
  const customer = lineOwnerOf(user) === "user" && user ? user : null;
  // Offerings are made, not shipped: delivery is charged only for a physical item.
  const delivers = holdsPhysicalItem(cart.list, products);
  const summary = useQuery({
    ...cartSummaryQueryOptions(client, {
      userId: customer?.id ?? "",
      couponCode: null,
      deliveryMethod: delivers ? "delivery" : "pickup",
    }),
    enabled: customer !== null && cart.list.length > 0,
    placeholderData: keepPreviousData,
  });
  const totals = customer ? (summary.data?.totals ?? null) : guestEstimate(cart.list, delivers);

  return (
    <div data-slot="divine-cart-page" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Your offerings`}</h1>
      {cart.list.length === 0 ? (
        <EmptyState
          variant="page"
          icon={<HandHeartIcon />}
          title={t`No offerings yet`}
          description={t`Choose an offering and the day it should be made.`}
          action={
            <Button asChild>
              <Link to="/">{t`See the offerings`}</Link>
            </Button>
          }
        />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label={t`Offerings in your cart`}>
            <ul className="divide-y divide-border">
              {cart.list.map((line) => (
                <CartLineItem key={lineKeyString(line)} line={line} />
              ))}
            </ul>
            <Button asChild variant="link" className="mt-4 px-0">
              <Link to="/">{t`Add another offering`}</Link>
            </Button>
          </section>
          <Card className="h-fit">
            <CardHeader>
              <CardTitle asChild>
                <h2>{customer ? t`Summary` : t`Estimated summary`}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <CartTotals
                totals={totals}
                estimate={!customer}
                couponCode={null}
                updating={summary.isFetching}
              />
              <ProceedToCheckoutLink />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
