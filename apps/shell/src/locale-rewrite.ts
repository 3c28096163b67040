import { DEFAULT_LOCALE, type Locale } from "@storefront/core/locale";

const ARABIC_PREFIX = "/ar";

/** Splits a browser path into its locale and the unprefixed path the routes are written for. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`)) {
    return { locale: "ar", path: pathname.slice(ARABIC_PREFIX.length) || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Adds the locale prefix to an unprefixed path (English stays unprefixed: prefix_except_default). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`;
}

/**
 * The router's URL rewrite: routes are declared once, unprefixed; `/ar` is stripped before matching
 * and added back to every href the router builds while Arabic is active, so every `<Link>`
 * localises itself (docs/decisions/0002-locale-routing-by-url-rewrite.md).
 */
export function createLocaleRewrite(initial: Locale) {
  const state = { locale: initial };
  return {
    state,
    rewrite: {
      input: ({ url }: { url: URL }) => {
        const { locale, path } = splitLocalePath(url.pathname);
        state.locale = locale;
        url.pathname = path;
        return url;
      },
      output: ({ url }: { url: URL }) => {
        url.pathname = localizePath(url.pathname, state.locale);
        return url;
      },
    },
  };
}
