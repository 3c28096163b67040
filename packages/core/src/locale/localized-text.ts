import type { Locale } from "./locale.js";

/**
 * A record's text in a locale: its translation (`name_lang[locale]`, `title_lang[locale]`…) when
 * there is a non-blank one, else the plain text (`""` when there is none). The API sends every
 * language of a name, so the storefront's pages and the server's placeholder pictures pick the
 * reader's language here. `translations` is read defensively: anything but an object of strings
 * counts as no translation.
 */
export function localizedText(
  text: string | null | undefined,
  translations: unknown,
  locale: Locale,
): string {
  const map =
    translations !== null && typeof translations === "object"
      ? (translations as Readonly<Record<string, unknown>>)
      : null;
  const translated = map && Object.hasOwn(map, locale) ? map[locale] : undefined;
  if (typeof translated === "string" && translated.trim() !== "") return translated;
  return text ?? "";
}
