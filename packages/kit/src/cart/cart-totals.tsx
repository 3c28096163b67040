import { useLingui } from "@lingui/react/macro";
import { cn } from "@storefront/ui/cn";
import { Skeleton } from "@storefront/ui/skeleton";
import type { ReactNode } from "react";
import { useMoney } from "../money";
import type { CartTotalsValue } from "./totals";

/** Props of `CartTotals`. */
export interface CartTotalsProps {
  /** The totals; null while they load (rows show placeholders). */
  totals: CartTotalsValue | null;
  /** A guest's estimate by core's rules (labelled so), not the server's totals. */
  estimate?: boolean;
  /** The accepted coupon's code, named beside the discount. */
  couponCode?: string | null;
  /** Shows a calm "updating" hint while newer totals are on their way. */
  updating?: boolean;
  /** False where nothing is delivered (a table or kiosk order): no delivery row. Default true. */
  delivery?: boolean;
  className?: string;
}

function Row({
  label,
  value,
  emphasis,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  emphasis?: boolean;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn("flex items-baseline justify-between gap-4", emphasis && "text-base font-semibold")}
    >
      <dt>{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Subtotal, discount, delivery and total. A customer sees the server's totals (`cart_summary`); a
 * guest sees an estimate computed by core's rules, labelled as one.
 */
export function CartTotals({
  totals,
  estimate,
  couponCode,
  updating,
  delivery = true,
  className,
}: CartTotalsProps) {
  const { t } = useLingui();
  const format = useMoney();
  const money = (value: number) => (totals ? format(value) : <Skeleton className="inline-block h-4 w-16" />);
  const discountLabel = couponCode ? t`Discount (${couponCode})` : t`Discount`;

  return (
    <section
      aria-label={estimate ? t`Estimated order summary` : t`Order summary`}
      aria-busy={updating || totals === null ? true : undefined}
      data-slot="cart-totals"
      data-estimate={estimate ? "true" : undefined}
      className={cn("flex flex-col gap-2 text-sm", className)}
    >
      <dl className="flex flex-col gap-2">
        <Row testId="totals-subtotal" label={t`Subtotal`} value={money(totals?.subtotal ?? 0)} />
        {totals && totals.discount > 0 ? (
          <Row
            testId="totals-discount"
            label={discountLabel}
            value={<span className="text-success">−{format(totals.discount)}</span>}
          />
        ) : null}
        {delivery ? (
          <Row
            testId="totals-delivery"
            label={t`Delivery`}
            value={
              totals && totals.delivery === 0 && totals.subtotal > 0 ? t`Free` : money(totals?.delivery ?? 0)
            }
          />
        ) : null}
        <Row
          testId="totals-total"
          label={estimate ? t`Estimated total` : t`Total`}
          value={money(totals?.total ?? 0)}
          emphasis
        />
      </dl>
      {estimate ? (
        <p className="text-xs text-muted-foreground">
          {t`This is an estimate. The final amounts are calculated when you check out.`}
        </p>
      ) : null}
      {updating ? <p className="text-xs text-muted-foreground">{t`Updating totals…`}</p> : null}
    </section>
  );
}
