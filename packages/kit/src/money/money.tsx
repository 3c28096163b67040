import type { Currency } from "@storefront/core/format";
import { cn } from "@storefront/ui/cn";
import type { ComponentProps } from "react";
import { useMoney } from "./use-money";

/** Props of `Money`. */
export interface MoneyProps extends Omit<ComponentProps<"span">, "children"> {
  /** The amount in major units (`49.5`), as the API sends it. */
  amount: number;
  /** A record's own currency (an order's `currency`); the partner's by default. */
  currency?: Currency | string | null;
}

/**
 * An amount of money in the partner's currency and the active locale (`SAR 49.00`,
 * `‏٤٩٫٠٠ د.إ.‏`), with tabular digits so columns of prices line up. Every price kit shows is one
 * of these (or `useMoney` for a price inside a sentence).
 */
export function Money({ amount, currency, className, ...props }: MoneyProps) {
  const money = useMoney();
  return (
    <span data-slot="money" className={cn("tabular-nums", className)} {...props}>
      {money(amount, currency)}
    </span>
  );
}
