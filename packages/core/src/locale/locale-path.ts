import { ARABIC_PATH_PREFIX, DEFAULT_LOCALE } from "../constants/index.js";
import type { Locale } from "./locale.js";

/**
 * Splits a browser path into its locale and the unprefixed path the routes are written for:
 * `/ar/cart` → `{ locale: "ar", path: "/cart" }`, `/ar` → `{ locale: "ar", path: "/" }`,
 * `/cart` → `{ locale: "en", path: "/cart" }`. `/arabic` is not Arabic. Query and hash are kept.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === ARABIC_PATH_PREFIX || /^\/ar(?=[/?#])/.test(pathname)) {
    const rest = pathname.slice(ARABIC_PATH_PREFIX.length);
    return { locale: "ar", path: rest.startsWith("/") ? rest : `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * Adds the locale prefix to an unprefixed path (strategy prefix_except_default): English stays
 * as it is, Arabic goes under `/ar` (`/` → `/ar`, `/cart?x=1` → `/ar/cart?x=1`).
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/" || path === "") return ARABIC_PATH_PREFIX;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${ARABIC_PATH_PREFIX}${path.slice(1)}`;
  return `${ARABIC_PATH_PREFIX}${path.startsWith("/") ? path : `/${path}`}`;
}
