// kit's Vitest setup (vitest.config.ts `setupFiles`): the browser pieces jsdom lacks but kit's
// components use, installed once instead of in each test file, and Testing Library's cleanup
// (Vitest runs without globals, so it cannot register its own). Outside `src`: never published.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// Tests of server rendering run in Node (`@vitest-environment node`): no browser to complete.
if (typeof window !== "undefined") {
  // The router restores the scroll position on every navigation; jsdom does not implement it.
  window.scrollTo = (() => {}) as typeof window.scrollTo;

  // Radix (dialogs, selects, menus, checkboxes, popovers) measures and captures the pointer.
  const element = window.Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => {};
  element.releasePointerCapture ??= () => {};
  element.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
