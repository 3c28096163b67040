import { type Locale, localizePath, splitLocalePath } from "@storefront/core/locale";
import type { AnyRouter } from "@tanstack/react-router";

/** The router's `rewrite` option (TanStack Router's LocationRewrite shape). */
export interface LocaleRewrite {
  /** The locale whose prefix `output` adds. */
  readonly locale: Locale;
  input: (options: { url: URL }) => URL;
  output: (options: { url: URL }) => URL;
}

function createLocaleRewrite(locale: Locale): LocaleRewrite {
  return Object.freeze({
    locale,
    input: ({ url }: { url: URL }) => {
      url.pathname = splitLocalePath(url.pathname).path;
      return url;
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = localizePath(url.pathname, locale);
      return url;
    },
  });
}

const REWRITES: Readonly<Record<Locale, LocaleRewrite>> = Object.freeze({
  en: createLocaleRewrite("en"),
  ar: createLocaleRewrite("ar"),
});

/**
 * The router's URL rewrite for a locale: routes are declared once, unprefixed; `input` strips `/ar`
 * before matching, `output` adds the locale's prefix to every href the router builds, so every
 * `<Link>` localises itself (docs/decisions/0002-locale-routing-by-url-rewrite.md). The rewrite is
 * stateless and there is one per locale: when the URL's locale changes, `followUrlLocale` gives the
 * router the other one (`router.update`), which also drops the router's cache of built hrefs.
 */
export function localeRewrite(locale: Locale): LocaleRewrite {
  return REWRITES[locale];
}

/** The locale of a browser href (`/ar/cart?x=1` → `ar`). */
export function localeOfHref(href: string): Locale {
  return splitLocalePath(href.split(/[?#]/)[0] || "/").locale;
}

/** The locale the router builds hrefs in. */
export function routerLocale(router: AnyRouter): Locale | null {
  const rewrite = router.options.rewrite as Partial<LocaleRewrite> | undefined;
  return rewrite?.locale ?? null;
}

/**
 * Keeps the router's rewrite on the locale of the browser URL: at the start of every navigation (a
 * locale switch, back/forward across locales, a redirect), before anything is matched or built.
 * Returns the function that stops following.
 */
export function followUrlLocale(router: AnyRouter): () => void {
  const sync = () => {
    const locale = localeOfHref(router.history.location.pathname);
    if (routerLocale(router) !== locale) router.update({ ...router.options, rewrite: localeRewrite(locale) });
  };
  sync();
  return router.subscribe("onBeforeNavigate", sync);
}

/**
 * The same page in another locale: `/ar/cart?x=1#top` → `/cart?x=1#top` for English and back.
 * Use it for hrefs built outside the router (a `<link rel="alternate">`, a share URL).
 */
export function hrefInLocale(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  return `${localizePath(splitLocalePath(pathname || "/").path, locale)}${rest}`;
}
