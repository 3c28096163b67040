import { Trans } from "@lingui/react/macro";
import type { Locale } from "@storefront/core/locale";
import { useLocale } from "../locale/use-locale";

/** The currency of catalogue prices (the reference API's: prices in SAR, VAT included). */
export const CATALOG_CURRENCY = "SAR";

/** One formatter per locale and currency: building an `Intl.NumberFormat` costs far more than using
 * one, and the long list formats a price for every row it mounts while scrolling. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount with two decimals (spec §5) in the locale's digits and with its currency, as the cart
 * shows it (`SAR 49.00`, `‏٤٩٫٠٠ ر.س.‏`).
 */
export function formatPrice(value: number, locale: Locale, currency = CATALOG_CURRENCY): string {
  const key = `${locale} ${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

export interface PriceProps {
  amount: number;
  /** The price before a discount, struck through when higher than `amount`. */
  oldAmount?: number | null;
  className?: string;
}

/** A price, with the old price struck through (and announced as such) when there is a discount. */
export function Price({ amount, oldAmount, className }: PriceProps) {
  const { locale } = useLocale();
  const old = typeof oldAmount === "number" && oldAmount > amount ? formatPrice(oldAmount, locale) : null;
  return (
    <p
      data-slot="price"
      className={`flex flex-wrap items-baseline gap-x-2${className ? ` ${className}` : ""}`}
    >
      <span className="font-semibold" data-slot="price-amount">
        {formatPrice(amount, locale)}
      </span>
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
