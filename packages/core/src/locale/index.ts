/** The storefront's locales (spec §9); English is the default and is never prefixed. */
export const LOCALES = ["en", "ar"] as const;

/** One of the storefront's locales. */
export type Locale = (typeof LOCALES)[number];

/** The default locale, served without a path prefix (strategy prefix_except_default). */
export const DEFAULT_LOCALE: Locale = "en";

/** Text direction of a locale: Arabic is right-to-left, everything else left-to-right. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Narrows an arbitrary string to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
