import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
} from "react";

/**
 * `React.lazy` for a component the server may render: its code stays out of the first load, and a
 * page whose HTML holds it names its chunk for the browser to fetch before hydrating
 * (decision 0035). React calls a lazy's importer once per process, so on the server every render
 * calls it again — a module already loaded, a resolved promise — for the build's tracker to hear of
 * this request's use too. In the browser it is `React.lazy` as is. Render it inside a `Suspense`.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (any component's props).
export function lazyComponent<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
): LazyExoticComponent<T> | ComponentType<ComponentProps<T>> {
  const Lazy = lazy(importer);
  // `?.`: outside Vite (an app importing kit in plain Node) `import.meta.env` is undefined, and
  // without Vite's build there is no tracker to tell either. Vite folds either form to a constant.
  if (!import.meta.env?.SSR) return Lazy;
  // biome-ignore lint/correctness/noComponentHookFactories: called once, at a module's top level, as React.lazy is.
  function ServerLazy(props: ComponentProps<T>) {
    importer().catch(() => {});
    return createElement(Lazy, props);
  }
  return ServerLazy;
}
