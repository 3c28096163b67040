import type { Locale } from "@storefront/core/locale";
import type { AnyRouter } from "@tanstack/react-router";
import { writeLocaleCookie } from "../locale";
import { useStorefrontContext } from "./context";
import { hrefInLocale } from "./locale-rewrite";

export interface SwitchLocaleOptions {
  router: AnyRouter;
  /** Activates the catalogs of the new locale (the root guard also does, for back/forward). */
  ensureLocale: (locale: Locale) => Promise<void>;
  doc: Document;
}

/**
 * Switches locale and keeps the current page (spec §4, decision 0002): the catalogs of `next` are
 * loaded and activated, `<html lang dir>` follows, the choice is remembered in the
 * `i18n_redirected` cookie, and the same location (path, query, hash) is visited under the other
 * locale's prefix as a new history entry. (The router would take a `navigate()` to the same
 * unprefixed location for a reload of the current one, so the localized href goes to the history;
 * `followUrlLocale` then moves the router's rewrite to the new locale.)
 */
export async function switchLocaleKeepingPage(
  { router, ensureLocale, doc }: SwitchLocaleOptions,
  next: Locale,
): Promise<void> {
  writeLocaleCookie(doc, next);
  await ensureLocale(next);
  const current = router.state.location;
  const publicHref = current.publicHref || current.href;
  const href = hrefInLocale(publicHref, next);
  if (href !== publicHref) router.history.push(href);
}

/** Returns the function that switches locale on the current page. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  return useStorefrontContext().switchLocale;
}
