import type { Locale } from "@storefront/core/locale";
import { useCallback } from "react";
import { useLocale } from "../locale/use-locale";

/** Localised text as the API sends it (`name_lang`, `title_lang`…): by locale, possibly null. */
export type Translations = Readonly<Record<string, string>> | null | undefined;

/**
 * A catalogue text in a locale: its `*_lang` translation when there is one, else the main text
 * (product, category, attribute and vendor names arrive localized from the API).
 */
export function localizedText(
  text: string | null | undefined,
  translations: unknown,
  locale: Locale,
): string {
  const map =
    translations && typeof translations === "object" ? (translations as Record<string, unknown>) : null;
  const translated = map?.[locale];
  if (typeof translated === "string" && translated.trim() !== "") return translated;
  return text ?? "";
}

/** `localizedText` bound to the active locale. */
export function useLocalized(): (text: string | null | undefined, translations: unknown) => string {
  const { locale } = useLocale();
  return useCallback((text, translations) => localizedText(text, translations, locale), [locale]);
}
