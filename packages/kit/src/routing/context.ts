import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { Locale } from "@storefront/core/locale";
import type { QueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { createStore } from "jotai";
import type { DeviceType } from "../app";
import type { FeatureCatalog } from "../i18n";
import type { VerticalDefinition } from "../vertical";
import type { PrefetchedAnswers } from "./prefetched";

/** A jotai store (one per mount). */
export type JotaiStore = ReturnType<typeof createStore>;

/**
 * The router context of every storefront router (the shell's, and a vertical's standalone one).
 * Guards read it in `beforeLoad`; loaders use `queryClient`; components reach it with
 * `useStorefrontContext()`. Everything in it belongs to one mount: nothing is module-global.
 */
export interface StorefrontRouterContext {
  /** The partner the page was served for; null when the host has none (→ /partner-not-found). */
  partner: Partner | null;
  /**
   * The vertical mounted for the partner (loaded before the first render): kit's shared parts read
   * its data — navigation, catalogue flavour — from here. Null or absent without one.
   */
  vertical?: VerticalDefinition | null;
  /** The logged-in user, or null (the session feature answers through the shell's auth bridge). */
  getUser(): StoredUser | null;
  /**
   * Opens the auth dialog and records `target` — a same-origin, localized browser path with its
   * query — to visit after a successful login (spec §4).
   */
  requestLogin(target: string): void;
  /** The device type now (the guard of the mobile-only `/category` reads it). */
  getDeviceType(): DeviceType;
  /** The public href of the last location the router resolved; null until the first one (first load). */
  resolvedHref(): string | null;
  /** Activates a locale's catalogs (lazily loaded) and sets `<html lang dir>`. */
  ensureLocale(locale: Locale): Promise<void>;
  /**
   * Loads feature catalogs into the active locale (and every later one); kit's route factories
   * call it from their loaders (`loadWithCatalogs`), so a lazy page never renders without its wording.
   */
  ensureCatalogs(catalogs: readonly FeatureCatalog[]): Promise<void>;
  /** Switches to another locale on the same page, and remembers the choice in the cookie. */
  switchLocale(locale: Locale): Promise<void>;
  /** The mount's API client (the one `StorefrontProviders` gives the React tree), for loaders. */
  apiClient: ApiClient;
  /** The mount's query client, for loaders (`queryClient.ensureQueryData(...)`). */
  queryClient: QueryClient;
  /** The mount's jotai store. */
  store: JotaiStore;
  /** API answers the page payload carried for the first render (`prefetchedAnswers`); loaders take them. */
  prefetched?: PrefetchedAnswers;
  /**
   * True in a server render: the guard leaves what only the browser knows (the stored user, the
   * viewport) to the browser, which checks it before it hydrates (`serverPageStands`).
   */
  onServer?: boolean;
}

/** The storefront router context, from a component below the RouterProvider. */
export function useStorefrontContext(): StorefrontRouterContext {
  return useRouter().options.context as StorefrontRouterContext;
}

/** The mounted vertical (router context), or null: a router wired without one has none. */
export function useVertical(): VerticalDefinition | null {
  return (useRouter().options.context as Partial<StorefrontRouterContext> | undefined)?.vertical ?? null;
}
