import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createReloadGuard,
  installChunkReloadGuard,
  isChunkLoadError,
  RELOAD_GUARD_STORAGE_KEY,
} from "./reload-guard";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("createReloadGuard", () => {
  it("reloads at most once per 10 s and remembers the time in storage", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const guard = createReloadGuard({ storage, reload, now: () => now });

    expect(guard.reloadOnce()).toBe(true);
    expect(storage.items.get(RELOAD_GUARD_STORAGE_KEY)).toBe("1000000");
    now += 9_999;
    expect(guard.reloadOnce()).toBe(false);
    now += 1;
    expect(guard.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("survives the reload itself: a new page with the same storage is still guarded", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    createReloadGuard({ storage, reload, now: () => 5_000_000 }).reloadOnce();
    const afterReload = createReloadGuard({ storage, reload, now: () => 5_003_000 });
    expect(afterReload.reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores garbage and future times in storage", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, "not a number");
    expect(createReloadGuard({ storage, reload, now: () => 1_000 }).reloadOnce()).toBe(true);
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(9_000_000));
    expect(createReloadGuard({ storage, reload, now: () => 1_000 }).reloadOnce()).toBe(true);
  });

  it("never reloads offline: a chunk that fails then is no new build, and the reload would show the browser's offline page", () => {
    const reload = vi.fn();
    let online = false;
    const guard = createReloadGuard({ storage: memoryStorage(), reload, online: () => online });
    expect(guard.reloadOnce()).toBe(false);
    online = true;
    expect(guard.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads without usable storage (a reload loop is worse than an error page)", () => {
    const reload = vi.fn();
    expect(createReloadGuard({ storage: null, reload }).reloadOnce()).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(createReloadGuard({ storage: throwing, reload }).reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("isChunkLoadError", () => {
  it("recognises failed dynamic imports in every browser", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Network error"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("installChunkReloadGuard", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("reloads on Vite's preload error and on an unhandled chunk rejection, not on other rejections", () => {
    const guard = { reloadOnce: vi.fn(() => true) };
    cleanups.push(installChunkReloadGuard(window, guard));

    window.dispatchEvent(new Event("vite:preloadError"));
    expect(guard.reloadOnce).toHaveBeenCalledTimes(1);

    const rejection = (reason: unknown) => {
      const event = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.defineProperty(event, "reason", { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new Error("boom"));
    expect(guard.reloadOnce).toHaveBeenCalledTimes(1);
    rejection(new TypeError("Failed to fetch dynamically imported module: /assets/retail-1.js"));
    expect(guard.reloadOnce).toHaveBeenCalledTimes(2);
  });

  it("stops listening when removed", () => {
    const guard = { reloadOnce: vi.fn(() => true) };
    installChunkReloadGuard(window, guard)();
    window.dispatchEvent(new Event("vite:preloadError"));
    expect(guard.reloadOnce).not.toHaveBeenCalled();
  });

  it("offline, keeps the router from reloading for the failed chunk, and lets it again once online", () => {
    const guard = { reloadOnce: vi.fn(() => false) };
    cleanups.push(installChunkReloadGuard(window, guard));
    const onLine = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/page-1.js");
    window.dispatchEvent(Object.assign(new Event("vite:preloadError"), { payload: failure }));
    expect(sessionStorage.getItem(`tanstack_router_reload:${failure.message}`)).toBe("1");
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(sessionStorage.getItem(`tanstack_router_reload:${failure.message}`)).toBeNull();
    onLine.mockRestore();
  });
});
