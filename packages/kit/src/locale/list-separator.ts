import type { Locale } from "@storefront/core/locale";
import { useLocale } from "./use-locale";

/** The comma between the parts of a list (an address's lines, a date and a time): Arabic's "، ". */
export function listSeparator(locale: Locale): string {
  return locale === "ar" ? "، " : ", ";
}

/** The list comma of the page's language. */
export function useListSeparator(): string {
  return listSeparator(useLocale().locale);
}
