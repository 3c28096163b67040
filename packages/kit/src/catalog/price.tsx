import { Trans } from "@lingui/react/macro";
import { cn } from "@storefront/ui/cn";
import { Money, useMoney } from "../money";

export interface PriceProps {
  amount: number;
  /** The price before a discount, struck through when higher than `amount`. */
  oldAmount?: number | null;
  className?: string;
}

/**
 * A catalogue price in the partner's currency, with the old price struck through (and announced as
 * such) when there is a discount.
 */
export function Price({ amount, oldAmount, className }: PriceProps) {
  const money = useMoney();
  const old = typeof oldAmount === "number" && oldAmount > amount ? money(oldAmount) : null;
  return (
    <p data-slot="price" className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <Money amount={amount} className="font-semibold" data-slot="price-amount" />
      {old ? (
        <s className="text-sm text-muted-foreground" data-slot="price-old">
          <span className="sr-only">
            <Trans>Was</Trans>{" "}
          </span>
          {old}
        </s>
      ) : null}
    </p>
  );
}
