import { localizedText } from "@storefront/core/locale";
import { useCallback } from "react";
import { useLocale } from "./use-locale";

/** Picks a record's text in a locale; see `localizedText` in `@storefront/core/locale`. */
export type Localize = (text: string | null | undefined, translations: unknown) => string;

/**
 * Core's `localizedText` bound to the active locale: `localized(product.name, product.name_lang)`
 * is the product's name in the reader's language, else its plain name. The one way kit picks the
 * localized text of a record (names, titles, descriptions of products, lines, orders, pages…).
 */
export function useLocalized(): Localize {
  const { locale } = useLocale();
  return useCallback((text, translations) => localizedText(text, translations, locale), [locale]);
}
