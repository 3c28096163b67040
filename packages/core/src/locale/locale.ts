import { DEFAULT_LOCALE as DEFAULT, LOCALES } from "../constants/index.js";

/** One of the storefront's locales. */
export type Locale = (typeof LOCALES)[number];

/** The default locale, served without a path prefix (strategy prefix_except_default). */
export const DEFAULT_LOCALE: Locale = DEFAULT;

/** Text direction of a locale: Arabic is right-to-left, everything else left-to-right. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Narrows an arbitrary string to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The `lang` and `dir` attributes of the document for a locale (spec §4: switching the locale sets
 * them; the default is `en`, `ltr`). The app applies them; core never touches the DOM.
 */
export function documentAttributes(locale: Locale): { lang: Locale; dir: "ltr" | "rtl" } {
  return { lang: locale, dir: directionOf(locale) };
}
