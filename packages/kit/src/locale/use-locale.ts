import { useLingui } from "@lingui/react";
import { directionOf, isLocale, type Locale } from "@storefront/core/locale";

/** The active locale and its text direction (re-renders when the locale changes). */
export function useLocale(): { locale: Locale; dir: "ltr" | "rtl" } {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  return { locale, dir: directionOf(locale) };
}
