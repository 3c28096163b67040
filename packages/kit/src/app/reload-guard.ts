import { RELOAD_GUARD_TTL_MS } from "@storefront/core/constants";

/** Where the time of the last guarded reload is remembered (per tab: sessionStorage). */
export const RELOAD_GUARD_STORAGE_KEY = "storefront:last-reload";

/** The slice of `sessionStorage` the guard needs. */
export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether the browser says it is offline (`navigator.onLine` false; unknown counts as online). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export interface ReloadGuardOptions {
  /** Remembers the last reload across the reload itself; `window.sessionStorage` in the browser. */
  storage: ReloadGuardStorage | null | undefined;
  /** Reloads the page; `() => window.location.reload()` in the browser. */
  reload: () => void;
  /** The clock, injected for tests. */
  now?: () => number;
  /** At most one reload per this many milliseconds (spec §9: 10 s). */
  ttlMs?: number;
  /**
   * Whether the browser is online (`navigator.onLine`). Offline, a chunk that fails is not a new
   * build: reloading would only swap the app for the browser's offline page, so the guard waits.
   */
  online?: () => boolean;
}

/** Reloads the page at most once per time-to-live. */
export interface ReloadGuard {
  /** Reloads unless a guarded reload happened less than the TTL ago; returns whether it reloaded. */
  reloadOnce(): boolean;
}

/**
 * A page reload guard (spec §9: time-to-live 10 s). A chunk that fails to load after a deploy is
 * fixed by reloading the page (the new HTML names the new chunks), but a chunk that is truly gone
 * would reload forever: the guard remembers the last reload in sessionStorage and refuses another
 * within the TTL. Without usable storage it never reloads — a loop is worse than an error page.
 */
export function createReloadGuard({
  storage,
  reload,
  now = Date.now,
  ttlMs = RELOAD_GUARD_TTL_MS,
  online = () => true,
}: ReloadGuardOptions): ReloadGuard {
  return {
    reloadOnce() {
      if (!storage || !online()) return false;
      const time = now();
      try {
        const last = Number(storage.getItem(RELOAD_GUARD_STORAGE_KEY));
        // A time in the future (clock changed) does not block forever.
        if (Number.isFinite(last) && last > 0 && last <= time && time - last < ttlMs) return false;
        storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(time));
      } catch {
        return false;
      }
      reload();
      return true;
    },
  };
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk \S+ failed/i,
];

/** Whether an error is a failed dynamic import of a code chunk (typically after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * Reloads (through the guard) when a code chunk fails to load: Vite's `vite:preloadError` event and
 * unhandled rejections of failed dynamic imports. Returns the function that removes the listeners.
 */
export function installChunkReloadGuard(target: Window, guard: ReloadGuard): () => void {
  const onPreloadError = (event: Event) => {
    if (target.navigator?.onLine === false)
      holdRouterReload(target, (event as Event & { payload?: unknown }).payload);
    guard.reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) guard.reloadOnce();
  };
  // Back online: the router may reload for a chunk that is really gone again.
  const onOnline = () => forgetHeldReloads(target);
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  target.addEventListener("online", onOnline);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
    target.removeEventListener("online", onOnline);
  };
}

/**
 * TanStack Router's `lazyRouteComponent` reloads the page once per failed chunk (its key:
 * `tanstack_router_reload:<message>` in sessionStorage). Offline that reload lands on the
 * browser's offline page, so the chunk's key is set first: the router shows the route's error page
 * (which offers to retry) instead. Vite announces the failure (`vite:preloadError`) before the
 * router sees it.
 */
const ROUTER_RELOAD_KEY = "tanstack_router_reload:";
const HELD_RELOADS_KEY = "storefront:held-router-reloads";

function holdRouterReload(target: Window, error: unknown): void {
  const message = error instanceof Error ? error.message : null;
  if (!message) return;
  try {
    const storage = target.sessionStorage;
    if (storage.getItem(ROUTER_RELOAD_KEY + message)) return;
    storage.setItem(ROUTER_RELOAD_KEY + message, "1");
    const held = JSON.parse(storage.getItem(HELD_RELOADS_KEY) ?? "[]") as unknown;
    storage.setItem(HELD_RELOADS_KEY, JSON.stringify([...(Array.isArray(held) ? held : []), message]));
  } catch {
    // Without sessionStorage the router cannot reload either.
  }
}

function forgetHeldReloads(target: Window): void {
  try {
    const storage = target.sessionStorage;
    const held = JSON.parse(storage.getItem(HELD_RELOADS_KEY) ?? "[]") as unknown;
    for (const message of Array.isArray(held) ? held : [])
      storage.removeItem(ROUTER_RELOAD_KEY + String(message));
    storage.removeItem(HELD_RELOADS_KEY);
  } catch {
    // Nothing was held.
  }
}

/** The browser's guard: sessionStorage (when the browser lets us use it) and `location.reload()`. */
export function browserReloadGuard(win: Window): ReloadGuard {
  let storage: ReloadGuardStorage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  return createReloadGuard({
    storage,
    reload: () => win.location.reload(),
    online: () => win.navigator?.onLine !== false,
  });
}
