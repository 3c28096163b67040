import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The lazy modules one server render loaded, as keys of the browser build's Vite manifest
 * (`../../packages/kit/src/catalog/pages/home-page.tsx`). The server build's `trackLazyImports`
 * plugin (apps/shell/vite) makes each lazy import of a component or a message catalog report here
 * first; the route tree, its lazy components and the catalogs are built per request, so every
 * request reports its own.
 */
const loadedModules = new AsyncLocalStorage<Set<string>>();

/** Records that the current render imports `key` (outside a render: nothing to record). */
export function noteLazyModule(key: string): void {
  loadedModules.getStore()?.add(key);
}

/** Runs `render` and answers what it returned with the lazy modules it loaded, in load order. */
export async function collectLazyModules<T>(
  render: () => Promise<T>,
): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  const result = await loadedModules.run(modules, render);
  return { result, modules: [...modules] };
}
