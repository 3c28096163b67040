import type { CartLine } from "@storefront/core/cart";
import { imageUrl } from "@storefront/core/catalog";
import { formatNumber } from "@storefront/core/format";
import type { Locale } from "@storefront/core/locale";

/**
 * An amount with two decimals (spec §5) in the locale's digits, with the currency when known
 * (`SAR 49.00`, `‏٤٩٫٠٠ ر.س.‏`). An unknown currency code falls back to the plain number + code.
 */
export function formatMoney(value: number, locale: Locale, currency?: string | null): string {
  if (!currency) return formatNumber(value, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number.isFinite(value) ? value : 0);
  } catch {
    return `${formatNumber(value, locale)} ${currency}`;
  }
}

/** A line's name in the locale (`name_lang[locale]`), else its plain name. */
export function lineName(line: Pick<CartLine, "name" | "name_lang">, locale: Locale): string {
  const localized = line.name_lang?.[locale];
  return localized?.trim() ? localized : line.name;
}

/** The unit a line is sold in (`Per kg`), localized, or null. */
export function lineUnitName(line: Pick<CartLine, "other_unit_price">, locale: Locale): string | null {
  const unit = line.other_unit_price;
  if (!unit) return null;
  const localized = unit.name_lang?.[locale];
  return localized?.trim() ? localized : (unit.name ?? null);
}

/** The line's picture through the image CDN (square thumbnail), or null. */
export function lineImage(line: Pick<CartLine, "image" | "product_img">, size = 96): string | null {
  return imageUrl(line.image ?? line.product_img, { width: size, height: size, quality: 80 });
}
