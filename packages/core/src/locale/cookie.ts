import { LOCALE_COOKIE } from "../constants/index.js";
import type { Locale } from "./locale.js";
import { isLocale } from "./locale.js";

/**
 * Parses a `Cookie` header (`a=1; b=2`) into a map. Never throws: malformed percent-encoding keeps
 * the raw value; the first occurrence of a name wins, as browsers send the most specific first.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (typeof header !== "string") return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** The locale stored in the `i18n_redirected` cookie of a `Cookie` header, when it is supported. */
export function readLocaleCookie(header: string | null | undefined): Locale | null {
  const value = parseCookieHeader(header).get(LOCALE_COOKIE.name);
  return isLocale(value) ? value : null;
}

/**
 * The `Set-Cookie` / `document.cookie` string remembering a locale (spec §9): `i18n_redirected`,
 * 365 days, path `/`, SameSite lax (`Secure` when asked, for HTTPS sites).
 */
export function serializeLocaleCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  const parts = [
    `${LOCALE_COOKIE.name}=${locale}`,
    `Max-Age=${LOCALE_COOKIE.maxAgeSeconds}`,
    `Path=${LOCALE_COOKIE.path}`,
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
