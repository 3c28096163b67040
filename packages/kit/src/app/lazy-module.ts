import { useEffect, useReducer, useState } from "react";
import { type FeatureCatalog, useFeatureCatalogs } from "../i18n";

/**
 * A module fetched on first use (a dialog, the toaster): Radix and its focus, scroll and layer code
 * stay out of the first load. `load()` starts the import once (a failure can be retried);
 * `current()` is the module once it has arrived, so a component can render it synchronously
 * without a Suspense round trip. The cache holds code only, never per-mount state.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  current(): T | null;
}

/** Wraps an `import()` so it runs at most once (again only after a failure). */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** Starts loading without waiting (ahead of need): a failure is retried when it is needed. */
export function preloadModule(module: LazyModule<unknown>): void {
  module.load().catch(() => {});
}

const NO_CATALOGS: readonly FeatureCatalog[] = [];

/**
 * The module once `wanted` has been true and it has loaded, with the feature `catalogs` its wording
 * is in (then it stays, so a closing dialog can still animate out); null before. A failed import is
 * thrown during render, as `React.lazy` does, so the shell's chunk reload guard sees it after a
 * deploy. Pass `catalogs` as a constant: they are compared by identity.
 */
export function useLazyModuleWhen<T>(
  module: LazyModule<T>,
  wanted: boolean,
  catalogs: readonly FeatureCatalog[] = NO_CATALOGS,
): T | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const current = module.current();
  const featureCatalogs = useFeatureCatalogs();
  const wordingMissing = catalogs.length > 0 && featureCatalogs !== null && !featureCatalogs.has(catalogs);

  useEffect(() => {
    if (!wanted || (current && !wordingMissing)) return;
    let live = true;
    Promise.all([module.load(), wordingMissing ? featureCatalogs?.ensure(catalogs) : undefined]).then(
      () => {
        if (live) arrived();
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, current, wordingMissing, featureCatalogs, catalogs]);

  if (failure) throw failure.error;
  return wordingMissing ? null : current;
}
