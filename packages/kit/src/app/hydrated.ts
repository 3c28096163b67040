import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * True once the page's server HTML is hydrated and the browser has idled (or once the browser
 * renders the page on its own): every component that mounts from then on can show browser state
 * at once. Never true on the server.
 */
let settled = false;
const subscribeNever = () => () => {};
const isSettled = () => settled;
const onServer = () => false;

/**
 * The browser renders this page on its own, with no server HTML to match (the dev server's page, a
 * frame the browser's guard replaces): browser state shows in the first render.
 */
export function markClientRendered(): void {
  settled = true;
}

let settling = false;

/**
 * Marks the page settled once the browser is idle: by then React has hydrated the parts the server
 * rendered (each `HydrateApart` boundary commits on its own, after the root). React checks each
 * hydrated component's snapshot right after its commit, and one reading true there would be
 * re-rendered synchronously — with a card per boundary, every card of the page in one long task.
 * A part that hydrates later still (its code was loading) gets that re-render, for itself alone.
 */
function settleWhenIdle(): void {
  if (settling) return;
  settling = true;
  if (typeof requestIdleCallback === "function") requestIdleCallback(markClientRendered, { timeout: 2000 });
  else setTimeout(markClientRendered, 200);
}

/**
 * False on the server and during hydration, true on every later render (and at once in a page the
 * browser renders on its own). State only the browser knows — the stored user, the guest cart's
 * count, the viewport, today's date — renders behind it, so the first client render matches the
 * server's HTML and React fills it in right after hydration, without a mismatch.
 *
 * After the first hydration it turns true in a transition, which React renders in slices: as a
 * store value changing after hydration (`useSyncExternalStore` alone) it was a synchronous
 * re-render of every card's buttons and every counter at once, one long task (issue 16: ~90 ms
 * at CPU ×4 on the retail home). Whatever hydrates reads false while it hydrates (React gives
 * `useSyncExternalStore` the server's answer then), and turns in a transition of its own.
 */
export function useHydrated(): boolean {
  const known = useSyncExternalStore(subscribeNever, isSettled, onServer);
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (known) return;
    settleWhenIdle();
    startTransition(() => setTurned(true));
  }, [known]);
  return known || turned;
}
