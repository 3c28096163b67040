import type { Partner } from "@storefront/core/contracts/partner";
import { detectLocale, readLocaleCookie } from "@storefront/core/locale";

/**
 * Where the root path sends a first visit (spec §4, decision 0007), or null to stay: the
 * `i18n_redirected` cookie (the visitor's own choice) wins, then the partner's
 * `root_redirect_locale`, then the `Accept-Language` header, then English. Only `/` detects; the
 * browser's boot applies the same rule, so a page the server did not redirect stays put there too.
 */
export function rootLocaleRedirect(input: {
  /** The path with its query. */
  path: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Null on a host without a partner: its /partner-not-found page speaks the visitor's language too. */
  partner: Partner | null;
}): string | null {
  const rootLocale = input.partner?.root_redirect_locale;
  const detected = detectLocale({
    path: input.path,
    isFirstAccess: true,
    cookieLocale: readLocaleCookie(input.cookie),
    browserLanguages: rootLocale ? [rootLocale] : (input.acceptLanguage ?? null),
  });
  return detected?.redirectTo ?? null;
}
