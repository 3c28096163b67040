import { detectLocale, type Locale, splitLocalePath } from "@storefront/core/locale";

export interface InitialLocaleInput {
  /** The browser path with its query (`location.pathname + location.search`). */
  path: string;
  /** The `i18n_redirected` cookie's locale. */
  cookieLocale: Locale | null;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  /** The partner's `root_redirect_locale` (spec §2: the root may redirect to a locale page). */
  rootRedirectLocale?: Locale | null;
}

export interface InitialLocale {
  /** The locale to boot in. */
  locale: Locale;
  /** Where to replace the URL before the router starts, or null to stay. */
  redirectTo: string | null;
}

/**
 * The locale of the first page of a visit (spec §4, §2). The URL decides (`/ar…` is Arabic,
 * everything else English), except on the root path `/`, where detection runs once: the cookie
 * (the visitor's own choice) wins, then the partner's root-redirect locale, then the browser
 * language, then English. Detecting another locale than the URL's redirects `/` → `/ar`.
 */
export function resolveInitialLocale(input: InitialLocaleInput): InitialLocale {
  const detected = detectLocale({
    path: input.path,
    isFirstAccess: true,
    cookieLocale: input.cookieLocale,
    // The partner's configured root locale stands in for the browser's when set.
    browserLanguages: input.rootRedirectLocale ? [input.rootRedirectLocale] : input.browserLanguages,
  });
  if (detected) return { locale: detected.locale, redirectTo: detected.redirectTo };
  return { locale: splitLocalePath(input.path.split(/[?#]/)[0] || "/").locale, redirectTo: null };
}
