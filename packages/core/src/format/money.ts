import type { Currency } from "../contracts/currency.js";
import { formatNumber } from "./number.js";

/** One formatter per locale × currency: building an `Intl.NumberFormat` costs far more than using
 * one, and long lists format a price for every row they mount. */
const formats = new Map<string, Intl.NumberFormat | null>();

function formatterFor(locale: string, currency: Currency): Intl.NumberFormat | null {
  const key = `${locale} ${currency.code} ${currency.minor_digits}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: currency.code,
        minimumFractionDigits: currency.minor_digits,
        maximumFractionDigits: currency.minor_digits,
      });
    } catch {
      // A code Intl does not know: the caller falls back to "number code".
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * The one money format of the storefront: an amount in major units with the currency's minor-unit
 * digits, in the locale's digits and with its currency sign (`SAR 49.00`, `AED 49.00`,
 * `‏٤٩٫٠٠ د.إ.‏`). A currency Intl does not know shows as the number followed by its code; a
 * non-finite amount formats as zero, so a malformed price never renders "NaN".
 */
export function formatMoney(amount: number, locale: string, currency: Currency): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const format = formatterFor(locale, currency);
  return format
    ? format.format(safe)
    : `${formatNumber(safe, locale, currency.minor_digits)} ${currency.code}`;
}

/** The minor-unit digits of each code asked for: the server builds a partner on every page. */
const minorDigits = new Map<string, number>();

/** A currency from its ISO 4217 code, with the minor-unit digits Intl knows for it (2 if unknown). */
export function currencyFromCode(code: string): Currency {
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorDigits.set(code, digits);
  }
  return { code, minor_digits: digits };
}
