import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { Locale } from "@storefront/core/locale";
import { createStorefrontServices } from "@storefront/kit/api";
import { deviceTypeAtom, partnerLoadedAtom, type ReloadGuard } from "@storefront/kit/app";
import { type CatalogLoader, createI18n, loadKitCatalog } from "@storefront/kit/i18n";
import { createLocaleActivator } from "@storefront/kit/locale";
import {
  createAuthBridge,
  followUrlLocale,
  localeRewrite,
  prefetchedAnswers,
  switchLocaleKeepingPage,
} from "@storefront/kit/routing";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { QueryClient } from "@tanstack/react-query";
import type { RouterHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { loadShellCatalog } from "../load-shell-catalog";
import { createAppRouter, type ShellRouterContext } from "../router";

export interface StorefrontOptions {
  doc: Document;
  partner: Partner | null;
  user: StoredUser | null;
  /** The payload's `prefetched` block (API answers for the first render), unvalidated. */
  prefetched?: unknown;
  vertical: VerticalDefinition | null;
  locale: Locale;
  reloadGuard?: ReloadGuard;
  /** A memory history in tests; the browser's by default. */
  history?: RouterHistory;
}

/**
 * Everything one mount owns (ARCHITECTURE.md: no module-global state shared across partners): its
 * jotai store, query client, i18n instance, auth bridge, locale rewrite and router. Mounting twice
 * (two partners in one test, a micro-frontend host) gives two independent storefronts.
 */
export function createStorefront({
  doc,
  partner,
  user,
  prefetched,
  vertical,
  locale,
  reloadGuard,
  history,
}: StorefrontOptions) {
  const store = createStore();
  store.set(partnerLoadedAtom, true);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
  const i18n = createI18n();
  const catalogs: CatalogLoader[] = [loadKitCatalog, loadShellCatalog];
  if (vertical?.loadCatalog) catalogs.push(vertical.loadCatalog);
  const activator = createLocaleActivator({
    i18n,
    loaders: catalogs,
    labels: vertical?.labels,
    root: doc.documentElement,
  });
  // The session answers the guards through the bridge. It is connected before the router's first
  // load, so first-load guards already see a user kept in localStorage.
  const authBridge = createAuthBridge(() => user);
  const services = createStorefrontServices({
    partner,
    initialUser: user,
    store,
    queryClient,
    navigate: (href) => router.history.push(href),
  });
  authBridge.connect(services.session.authHandler);

  const context: ShellRouterContext = {
    partner,
    // The header, the catalogue and the wording read the vertical's data from here, at once: the
    // definition was loaded before the mount, so the first paint needs no further round trip.
    vertical,
    getUser: () => authBridge.getUser(),
    requestLogin: (target) => authBridge.requestLogin(target),
    getDeviceType: () => store.get(deviceTypeAtom),
    resolvedHref: () => router.state.resolvedLocation?.publicHref ?? null,
    ensureLocale: (next) => activator.ensure(next),
    // kit's route factories load their feature's catalog with the page (issue 8: not before the first render).
    ensureCatalogs: (catalogs) => activator.ensureCatalogs(catalogs),
    switchLocale: (next) => switchLocaleKeepingPage({ router, ensureLocale: activator.ensure, doc }, next),
    apiClient: services.client,
    queryClient,
    store,
    reloadGuard,
    // Dated now: the page has just arrived, so the answers age from here like fetched ones.
    prefetched: prefetchedAnswers(prefetched),
  };
  const router = createAppRouter({ vertical, context, rewrite: localeRewrite(locale), history });
  // The router builds hrefs in the locale of the URL, whichever way the URL changes.
  const stopFollowingLocale = followUrlLocale(router);

  return {
    store,
    queryClient,
    i18n,
    activator,
    authBridge,
    services,
    router,
    context,
    partner,
    stopFollowingLocale,
  };
}

/** One mount's storefront. */
export type Storefront = ReturnType<typeof createStorefront>;
