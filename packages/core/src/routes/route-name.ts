import { ROUTE_NAME_SEPARATOR } from "../constants/index.js";
import { isLocale, type Locale } from "../locale/locale.js";

/** A route name with its locale suffix (spec §2, §9): `cart` + `ar` → `cart___ar`. */
export function localizedRouteName(name: string, locale: Locale): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** Splits `cart___ar` into `{ name: "cart", locale: "ar" }`; null without a supported suffix. */
export function parseRouteName(localized: string): { name: string; locale: Locale } | null {
  const at = localized.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  const locale = localized.slice(at + ROUTE_NAME_SEPARATOR.length);
  return isLocale(locale) ? { name: localized.slice(0, at), locale } : null;
}
