import { DEFAULT_LOCALE } from "../constants/index.js";
import type { Locale } from "./locale.js";
import { isLocale } from "./locale.js";
import { localizePath } from "./locale-path.js";

/** What locale detection looks at. Everything is passed in: core reads no cookie or navigator. */
export interface DetectLocaleInput {
  /** The current browser path, possibly `/ar`-prefixed, query allowed. */
  path: string;
  /** True only for the first page of a visit (server render or first client navigation). */
  isFirstAccess: boolean;
  /** The `i18n_redirected` cookie value (`readLocaleCookie` reads it from a header). */
  cookieLocale?: string | null;
  /** `navigator.languages` or an `Accept-Language` header, most preferred first. */
  browserLanguages?: readonly string[] | string | null;
  /** Used when neither the cookie nor the browser names a supported locale; `en` by default. */
  fallback?: Locale;
}

/** The outcome of locale detection: the locale, and where to go when it differs from the URL's. */
export interface LocaleDetection {
  locale: Locale;
  /** The localised root to redirect to, or null when the visitor is already there. */
  redirectTo: string | null;
}

/**
 * The first supported locale of a browser language list (`["ar-EG", "en"]` → `ar`), or null. A
 * string is read as an `Accept-Language` header (`ar-EG,ar;q=0.9,en;q=0.8`), ordered by q-value.
 */
export function matchBrowserLocale(languages: readonly string[] | string | null | undefined): Locale | null {
  if (!languages) return null;
  const list = typeof languages === "string" ? parseAcceptLanguage(languages) : languages;
  for (const tag of list) {
    if (typeof tag !== "string") continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Detects the visitor's locale (spec §4): the cookie wins, then the browser language, then the
 * fallback. Detection applies only at first access and only on the root path `/` (an explicit
 * `/ar` is an explicit choice, as is every deeper path); elsewhere, or later in the visit, it returns
 * null and the URL's locale stands. The query string of the root is kept on the redirect.
 */
export function detectLocale(input: DetectLocaleInput): LocaleDetection | null {
  if (!input.isFirstAccess) return null;
  const cut = input.path.search(/[?#]/);
  const pathname = cut === -1 ? input.path : input.path.slice(0, cut);
  if (pathname !== "/" && pathname !== "") return null;
  const locale = isLocale(input.cookieLocale)
    ? input.cookieLocale
    : (matchBrowserLocale(input.browserLanguages) ?? input.fallback ?? DEFAULT_LOCALE);
  const query = cut === -1 ? "" : input.path.slice(cut);
  return { locale, redirectTo: locale === DEFAULT_LOCALE ? null : localizePath(`/${query}`, locale) };
}
