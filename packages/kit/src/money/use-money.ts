import { type Currency, currencyFromCode, formatMoney } from "@storefront/core/format";
import { useCallback } from "react";
import { useLocale } from "../locale";
import { usePartner } from "../partner";

/**
 * Formats an amount (major units) as money: `money(49)` → `SAR 49.00`, `‏٤٩٫٠٠ د.إ.‏`. The currency
 * is the partner's unless a record names its own (an order keeps the currency it was placed in).
 */
export type MoneyFormat = (amount: number, currency?: Currency | string | null) => string;

/** Currencies named by code in records, resolved once (resolving builds an `Intl.NumberFormat`). */
const currenciesByCode = new Map<string, Currency>();

/** The currency an amount is shown in: the record's when it names one, else the partner's. */
export function resolveCurrency(partner: Currency, record: Currency | string | null | undefined): Currency {
  if (!record) return partner;
  if (typeof record !== "string") return record;
  if (record === partner.code) return partner;
  let currency = currenciesByCode.get(record);
  if (!currency) {
    currency = currencyFromCode(record);
    currenciesByCode.set(record, currency);
  }
  return currency;
}

/**
 * The storefront's money format in the active locale and the partner's currency (`partner.currency`
 * from the page payload): the one way kit turns an amount into text — for strings such as
 * ``t`${qty} × ${money(price)}` ``; `<Money>` renders one. Needs the shell's `PartnerProvider`.
 */
export function useMoney(): MoneyFormat {
  const { locale } = useLocale();
  const { currency } = usePartner();
  return useCallback(
    (amount, record) => formatMoney(amount, locale, resolveCurrency(currency, record)),
    [locale, currency],
  );
}
