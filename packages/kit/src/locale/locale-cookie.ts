import { type Locale, readLocaleCookie, serializeLocaleCookie } from "@storefront/core/locale";

/** Remembers the visitor's locale in `i18n_redirected` (365 days, path /, SameSite lax; Secure on https). */
export function writeLocaleCookie(doc: Document, locale: Locale): void {
  doc.cookie = serializeLocaleCookie(locale, { secure: doc.location?.protocol === "https:" });
}

/** The locale remembered in the cookie, if any. */
export function readDocumentLocaleCookie(doc: Document): Locale | null {
  return readLocaleCookie(doc.cookie);
}
