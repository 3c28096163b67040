import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true on every later render (and at once in a page the
 * browser renders on its own). State only the browser knows — the stored user, the guest cart's
 * count, the viewport, today's date — renders behind it, so the first client render matches the
 * server's HTML and React fills it in right after hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
