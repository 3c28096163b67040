import type { FetchLike } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { Locale } from "@storefront/core/locale";
import type { StorageLike } from "@storefront/core/storage";
import type { ReloadGuard } from "@storefront/kit/app";
import type { SessionWindow } from "@storefront/kit/session";
import {
  type PreparedStorefront,
  prepareStorefront as prepareKitStorefront,
  type StorefrontState,
} from "@storefront/kit/storefront";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import type { RouterHistory } from "@tanstack/react-router";
import { loadShellCatalog } from "../load-shell-catalog";
import { type AppRouter, type AppRouteTree, createAppRouter } from "../router";

export interface StorefrontOptions {
  /** The browser's document; null when rendering on the server. */
  doc: Document | null;
  partner: Partner | null;
  user: StoredUser | null;
  /** The payload's `prefetched` block (API answers for the first render), unvalidated. */
  prefetched?: unknown;
  vertical: VerticalDefinition | null;
  /** The vertical's route tree, if built ahead (the browser's mount builds it in a task of its own). */
  routeTree?: AppRouteTree;
  locale: Locale;
  reloadGuard?: ReloadGuard;
  /** A memory history in tests, the request's on the server; the browser's by default. */
  history?: RouterHistory;
  /** The browser's storage, if taken ahead (the mount takes it in a task of its own); `localStorage` by default. */
  storage?: StorageLike;
  /** The server's: the API dispatched in-process, its origin, no storage, no window; the CSP nonce. */
  server?: {
    fetch: FetchLike;
    origin: string;
    storage: StorageLike;
    win: SessionWindow | null;
    nonce?: string;
  };
}

/**
 * The shell's storefront of one mount or one server request: kit's `createStorefront` with the
 * shell's catalog, its router (the vertical's routes, kit's shared pages) and its reload guard.
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  return prepareStorefront(options).finish();
}

/** `createStorefront` in kit's two steps: the state now, the router on `finish()`. */
export function prepareStorefront({
  doc,
  partner,
  user,
  prefetched,
  vertical,
  routeTree,
  locale,
  reloadGuard,
  history,
  storage,
  server,
}: StorefrontOptions): PreparedStorefront<AppRouter> {
  return prepareKitStorefront({
    partner,
    user,
    prefetched,
    vertical,
    locale,
    doc,
    catalogs: [loadShellCatalog],
    extendContext: (context) => ({ ...context, reloadGuard }),
    createRouter: ({ context, rewrite }) =>
      createAppRouter({ vertical, routeTree, context, rewrite, history, nonce: server?.nonce }),
    ...(server
      ? { fetch: server.fetch, origin: server.origin, storage: server.storage, win: server.win }
      : storage
        ? { storage }
        : {}),
  });
}

/** One mount's (or request's) storefront. */
export type Storefront = StorefrontState<AppRouter>;
