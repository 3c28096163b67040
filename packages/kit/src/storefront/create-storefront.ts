import type { FetchLike } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { Locale } from "@storefront/core/locale";
import type { StorageLike } from "@storefront/core/storage";
import type { AnyRouter } from "@tanstack/react-router";
import { createStore } from "jotai";
import { createQueryClient, createStorefrontServices, type StorefrontServices } from "../api";
import { deviceTypeAtom, partnerLoadedAtom } from "../app";
import { type CatalogLoader, createI18n, loadKitCatalog } from "../i18n";
import { createLocaleActivator, type LocaleActivator } from "../locale";
import {
  type AuthBridge,
  createAuthBridge,
  followUrlLocale,
  type LocaleRewrite,
  localeRewrite,
  prefetchedAnswers,
  type StorefrontRouterContext,
  switchLocaleKeepingPage,
} from "../routing";
import type { SessionWindow } from "../session";
import type { VerticalDefinition } from "../vertical";
import { carryFeatureCatalogs } from "./hydration-state";

/** What a storefront's router factory receives: the mount's context and the locale rewrite. */
export interface StorefrontRouterInit {
  context: StorefrontRouterContext;
  rewrite: LocaleRewrite;
}

export interface CreateStorefrontOptions<TRouter extends AnyRouter> {
  /** The partner the page is served for (null → /partner-not-found). */
  partner: Partner | null;
  /** The page payload's user; null reads the stored one (localStorage) in a browser. */
  user: StoredUser | null;
  /** The payload's `prefetched` block (API answers for the first render), unvalidated. */
  prefetched?: unknown;
  /** The mounted vertical (loaded before the mount), or null without a partner. */
  vertical: VerticalDefinition | null;
  /** The locale of the first render. */
  locale: Locale;
  /** Catalogs beside kit's `common` one (the app's own, e.g. the shell's); the vertical's is added. */
  catalogs?: readonly CatalogLoader[];
  /**
   * The document: its `<html lang dir>` follows the locale and the locale switch writes its cookie.
   * Null on the server, where the HTML carries them.
   */
  doc: Document | null;
  /** Builds the router from the context (the app's route tree; a memory history in tests). */
  createRouter(init: StorefrontRouterInit): TRouter;
  /** Adds to the router context (the shell's reload guard, say). */
  extendContext?(context: StorefrontRouterContext): StorefrontRouterContext;
  /** The API's `fetch` (the server's in-process dispatch, a test double); the runtime's by default. */
  fetch?: FetchLike;
  /** The origin own-API calls go to; the page's by default. */
  origin?: string;
  /** Where the session keeps user, cart and wishlist; `localStorage` by default. */
  storage?: StorageLike;
  /** The window the session follows (`storage` events, full loads); null on the server. */
  win?: SessionWindow | null;
}

/** Everything one storefront owns; see `createStorefront`. */
export interface StorefrontState<TRouter extends AnyRouter> {
  store: ReturnType<typeof createStore>;
  queryClient: StorefrontServices["queryClient"];
  i18n: ReturnType<typeof createI18n>;
  activator: LocaleActivator;
  authBridge: AuthBridge;
  services: StorefrontServices;
  router: TRouter;
  context: StorefrontRouterContext;
  partner: Partner | null;
  /** Stops moving the router's rewrite with the URL's locale (call on unmount). */
  stopFollowingLocale(): void;
}

/** A storefront with its state made and its router still to build: `finish()` builds it (once). */
export interface PreparedStorefront<TRouter extends AnyRouter> {
  finish(): StorefrontState<TRouter>;
}

/**
 * Creates one storefront's state (ARCHITECTURE.md: nothing module-global is shared across partners,
 * requests or mounts): its jotai store, query client, Lingui instance and locale activator, auth
 * bridge, session and API client, the router context kit's routes read, and the router. The
 * browser's mount, the server's render of one request and a vertical's standalone app all build
 * their storefront here, so two calls never share anything.
 */
export function createStorefront<TRouter extends AnyRouter>(
  options: CreateStorefrontOptions<TRouter>,
): StorefrontState<TRouter> {
  return prepareStorefront(options).finish();
}

/**
 * `createStorefront` in two steps: the state now, the router (its route tree processed, a good part
 * of the boot's script time on a slow phone) on `finish()`, so a browser's mount can give each
 * step a task of its own (issue 16: TBT).
 */
export function prepareStorefront<TRouter extends AnyRouter>(
  options: CreateStorefrontOptions<TRouter>,
): PreparedStorefront<TRouter> {
  const { partner, user, vertical, locale, doc } = options;
  const store = createStore();
  store.set(partnerLoadedAtom, true);
  const queryClient = createQueryClient();
  // On the server a failed answer is final at once: the browser retries after hydration, and a
  // retry's delay would hold the whole response (an unknown product answered in a second).
  if (options.win === null) {
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  }
  const i18n = createI18n();
  const loaders: CatalogLoader[] = [loadKitCatalog, ...(options.catalogs ?? [])];
  if (vertical?.loadCatalog) loaders.push(vertical.loadCatalog);
  const activator = createLocaleActivator({
    i18n,
    loaders,
    labels: vertical?.labels,
    root: doc?.documentElement ?? null,
  });
  // The session answers the guards through the bridge. It is connected before the router's first
  // load, so first-load guards already see a user kept in localStorage.
  const authBridge = createAuthBridge(() => user);
  let router: TRouter | null = null;
  const services = createStorefrontServices({
    partner,
    initialUser: user,
    store,
    queryClient,
    navigate: (href) => router?.history.push(href),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.win !== undefined ? { win: options.win } : {}),
    featureCatalogs: {
      has: (catalogs) => activator.hasCatalogs(catalogs),
      ensure: (catalogs) => activator.ensureCatalogs(catalogs),
    },
  });
  authBridge.connect(services.session.authHandler);

  const base: StorefrontRouterContext = {
    partner,
    // The header, the catalogue and the wording read the vertical's data from here, at once: the
    // definition was loaded before the mount, so the first paint needs no further round trip.
    vertical,
    getUser: () => authBridge.getUser(),
    requestLogin: (target) => authBridge.requestLogin(target),
    getDeviceType: () => store.get(deviceTypeAtom),
    resolvedHref: () => router?.state.resolvedLocation?.publicHref ?? null,
    ensureLocale: (next) => activator.ensure(next),
    // kit's route factories load their feature's catalog with the page (issue 8: not before the first render).
    ensureCatalogs: (catalogs) => activator.ensureCatalogs(catalogs),
    switchLocale: async (next) => {
      if (router && doc) await switchLocaleKeepingPage({ router, ensureLocale: activator.ensure, doc }, next);
    },
    apiClient: services.client,
    queryClient,
    store,
    // Dated now: the page has just arrived, so the answers age from here like fetched ones.
    prefetched: prefetchedAnswers(options.prefetched),
    onServer: options.win === null,
  };
  const context = options.extendContext ? options.extendContext(base) : base;

  let finished: StorefrontState<TRouter> | null = null;
  const finish = (): StorefrontState<TRouter> => {
    const created = options.createRouter({ context, rewrite: localeRewrite(locale) });
    router = created;
    carryFeatureCatalogs(created, activator);
    // The router builds hrefs in the locale of the URL, whichever way the URL changes.
    const stopFollowingLocale = followUrlLocale(created);
    return {
      store,
      queryClient,
      i18n,
      activator,
      authBridge,
      services,
      router: created,
      context,
      partner,
      stopFollowingLocale,
    };
  };
  return {
    finish() {
      finished ??= finish();
      return finished;
    },
  };
}
