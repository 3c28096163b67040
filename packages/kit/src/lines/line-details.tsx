import { useLingui } from "@lingui/react/macro";
import type { CartLine } from "@storefront/core/cart";
import type { ReactNode } from "react";
import { useLocale } from "../locale";
import { useMoney } from "../money";
import { LineChoices } from "./line-choices";
import { lineUnitName } from "./line-unit";

/** Props of `LineDetails`. */
export interface LineDetailsProps {
  line: Pick<CartLine, "attr_name" | "price" | "other_unit_price" | "options" | "details">;
  /** More lines between the variant and the price (the cart's day of visit). */
  children?: ReactNode;
}

/**
 * The details under a cart or wishlist line's name: its variant (`Size: M`), the options chosen and
 * what the shopper wrote on it (`LineChoices`), then its unit price
 * in the partner's currency with the unit it is sold in (`SAR 8.50 · Per kg`). For `LineItemRow`'s
 * `details`.
 */
export function LineDetails({ line, children }: LineDetailsProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const money = useMoney();
  const unit = lineUnitName(line, locale);
  const price = money(line.price);
  return (
    <>
      {line.attr_name ? <p className="text-xs text-muted-foreground">{line.attr_name}</p> : null}
      <LineChoices options={line.options} details={line.details} />
      {children}
      <p className="text-sm text-muted-foreground">{unit ? t`${price} · ${unit}` : price}</p>
    </>
  );
}
