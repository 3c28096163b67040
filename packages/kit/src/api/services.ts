import {
  type ApiClient,
  createPendingRequests,
  type FetchLike,
  type PendingRequests,
} from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import { createMemoryStorage, type StorageLike } from "@storefront/core/storage";
import { createToaster, type ToasterStore } from "@storefront/ui/toast-store";
import type { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import type { FeatureCatalogAccess } from "../i18n";
import { preloadAgeVerification } from "../overlays";
import type { JotaiStore } from "../routing";
import { createSession, type LoggedOutEvent, type Session, type SessionWindow } from "../session";
import { createStorefrontApiClient } from "./client";
import { createQueryClient } from "./query-client";

/** Options of `createStorefrontServices` (and the props of `StorefrontProviders` without `services`). */
export interface StorefrontServicesOptions {
  /** The partner of the page payload (null on /partner-not-found). */
  partner: Partner | null;
  /** The user of the page payload; when null the stored user (localStorage `user`) is used. */
  initialUser?: StoredUser | null;
  /** The runtime's `fetch` by default; a test double in unit tests. */
  fetch?: FetchLike;
  /** `localStorage` by default (a memory storage where it is unavailable). */
  storage?: StorageLike;
  /** The mount's jotai store; created when omitted. Pass the router context's. */
  store?: JotaiStore;
  /** The mount's query client; created when omitted. Pass the router context's. */
  queryClient?: QueryClient;
  /** Own-API base; `location.origin` by default. */
  origin?: string;
  /** Base URL of external APIs (spec §7). */
  baseUrl?: string;
  /**
   * Client-side navigation to a browser href (a localized path with its query, e.g. `/ar/cart`),
   * used after login (the recorded target), by logout (home) and by the info prompt. Default: a
   * full page load. The shell passes its router: `(href) => router.history.push(href)`.
   */
  navigate?: (href: string) => void;
  /**
   * Called when the user becomes logged out while on a `requiresAuth` route (logout, logout in
   * another tab, a revoked token). Default: a full page load of the localized home (spec §4).
   */
  onLoggedOut?: (event: LoggedOutEvent) => void;
  /** The window (location, `storage` events); `window` by default, null to detach. */
  win?: SessionWindow | null;
  /**
   * The mount's feature catalogs (its locale activator's), for the lazy dialogs' wording. Omit it
   * only when the mount loaded every kit catalog up front (`loadEveryKitCatalog`).
   */
  featureCatalogs?: FeatureCatalogAccess | null;
}

/** Everything one mount owns for the session, the API and feedback. */
export interface StorefrontServices {
  partner: Partner | null;
  store: JotaiStore;
  queryClient: QueryClient;
  client: ApiClient;
  pending: PendingRequests;
  toaster: ToasterStore;
  session: Session;
  storage: StorageLike;
  /** The mount's feature catalogs; null when every kit catalog was loaded up front. */
  featureCatalogs: FeatureCatalogAccess | null;
}

/** `localStorage` when the browser lets us use it, else an in-memory storage. */
export function browserStorage(): StorageLike {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = "__storefront_probe__";
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Disabled storage (private modes, blocked cookies): fall through.
  }
  return createMemoryStorage();
}

/**
 * Creates one mount's services: the pending-request counter, the API client (partner bearer token,
 * the user's customer token; a refused token ends the session), the toaster, and the session (user, auth state, cart, wishlist). No
 * module-global state: two mounts get two independent sets. Create it before the first render when
 * the router's guards must see the stored user (see `StorefrontProviders`).
 */
export function createStorefrontServices(options: StorefrontServicesOptions): StorefrontServices {
  const store = options.store ?? createStore();
  const queryClient = options.queryClient ?? createQueryClient();
  const storage = options.storage ?? browserStorage();
  const pending = createPendingRequests();
  let session: Session | null = null;
  const client = createStorefrontApiClient({
    partner: options.partner,
    getCustomerToken: () => session?.getUser()?.token,
    // Whichever call finds the token refused, the session ends (issue 17).
    onCustomerTokenRefused: (token) => session?.tokenRefused(token),
    pending,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  session = createSession({
    store,
    storage,
    client,
    partner: options.partner,
    initialUser: options.initialUser ?? null,
    queryClient,
    ...(options.navigate ? { navigate: options.navigate } : {}),
    ...(options.onLoggedOut ? { onLoggedOut: options.onLoggedOut } : {}),
    ...(options.win !== undefined ? { win: options.win } : {}),
  });
  const featureCatalogs = options.featureCatalogs ?? null;
  // The age popup of a partner that requires it is fetched now, alongside the first route (its
  // wording too, in the browser: the server renders no popup).
  preloadAgeVerification(session, options.win === null ? null : featureCatalogs);
  return {
    partner: options.partner,
    store,
    queryClient,
    client,
    pending,
    toaster: createToaster(),
    session,
    storage,
    featureCatalogs,
  };
}
