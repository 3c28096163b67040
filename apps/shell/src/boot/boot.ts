import { peekPagePayload } from "@storefront/core/contracts/page-payload-script";
import { browserReloadGuard, installChunkReloadGuard, isChunkLoadError } from "@storefront/kit/app";
import { readDocumentLocaleCookie, resolveInitialLocale, writeLocaleCookie } from "@storefront/kit/locale";
import { isRegisteredPartnerType, loadVertical } from "../verticals/registry";
import type { MountedStorefront } from "./mount";
import { readPayloadJson } from "./payload-json";
import { warmIntlOffMainThread } from "./warm-intl";

/**
 * Boots the storefront in a browser window. Everything here is cheap and synchronous up to the
 * lazy imports, which start together — the partner's vertical and the mount code (React, the
 * router, the providers, the payload's validation) — so the entry chunk stays small
 * (PERFORMANCE.md) and nothing waits on anything it does not need.
 */
export async function boot(win: Window): Promise<MountedStorefront | null> {
  const doc = win.document;
  // A chunk that fails to load after a deploy reloads the page, at most once per 10 s (spec §9).
  const reloadGuard = browserReloadGuard(win);
  installChunkReloadGuard(win, reloadGuard);

  try {
    const json = readPayloadJson(doc);
    const peek = peekPagePayload(json);

    // Spec §4: locale detection, only at first access (this page load) and only on the root path.
    const { pathname, search, hash } = win.location;
    const onRoot = pathname === "/";
    // Only the root detects, so only the root reads the cookie: reading `document.cookie` is a
    // synchronous round trip to the browser's network process, measured at 5–9 ms of the boot's
    // task while the page's files load.
    const cookieLocale = onRoot ? readDocumentLocaleCookie(doc) : null;
    const initial = resolveInitialLocale({
      path: `${pathname}${search}`,
      cookieLocale,
      browserLanguages: win.navigator.languages ?? [win.navigator.language],
      rootRedirectLocale: peek.rootRedirectLocale,
    });
    if (initial.redirectTo !== null)
      win.history.replaceState(win.history.state, "", `${initial.redirectTo}${hash}`);
    if (onRoot && cookieLocale === null) writeLocaleCookie(doc, initial.locale);
    // The locale's Intl data loads in a worker while the app's modules load and run (decision 0033).
    const intlReady = warmIntlOffMainThread({ locale: initial.locale, currency: peek.currencyCode });

    const container = doc.getElementById("root");
    if (!container) throw new Error("The page has no #root element to mount the storefront in.");

    const vertical = isRegisteredPartnerType(peek.partnerType) ? loadVertical(peek.partnerType) : null;
    const { mountStorefront } = await import("./mount");
    return await mountStorefront({
      win,
      container,
      json,
      vertical,
      locale: initial.locale,
      reloadGuard,
      intlReady,
    });
  } catch (error) {
    // Spec §8: a failure to mount is logged. A chunk that did not load is retried by a reload.
    console.error("The storefront failed to mount", error);
    // The counterpart of mount's "ready" mark: whoever waits for the page stops waiting.
    doc.documentElement.dataset.storefront = "failed";
    if (isChunkLoadError(error)) reloadGuard.reloadOnce();
    return null;
  }
}
