import { useLingui } from "@lingui/react/macro";
import { Money } from "@storefront/kit/money";
import type { BookingPrice } from "../queries";

/** How the server priced the booking: the list price, what the offer and the voucher take off, the rest. */
export function PriceSummary({ price }: { price: BookingPrice }) {
  const { t } = useLingui();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="booking-price">
      <dt className="text-muted-foreground">{t`Price`}</dt>
      <dd className="text-end">
        <Money amount={price.list_price} />
      </dd>
      {price.discount > 0 ? (
        <>
          <dt className="text-muted-foreground">{t`Offer`}</dt>
          <dd className="text-end">
            −<Money amount={price.discount} />
          </dd>
        </>
      ) : null}
      {price.voucher_amount > 0 ? (
        <>
          <dt className="text-muted-foreground">{t`Voucher`}</dt>
          <dd className="text-end">
            −<Money amount={price.voucher_amount} />
          </dd>
        </>
      ) : null}
      {price.plan_session ? (
        <>
          <dt className="text-muted-foreground">{t`Plan session`}</dt>
          <dd className="text-end">{t`Included`}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{t`To pay at your visit`}</dt>
      <dd className="text-end font-semibold" data-testid="booking-total">
        <Money amount={price.price} />
      </dd>
    </dl>
  );
}
