import { useCallback, useRef, useState } from "react";

/**
 * Loads a module on demand (the header's menus: Radix and its positioning code stay out of the
 * first load). `load()` starts the import once and resolves with the module; `module` is null
 * until it has arrived. A failed import can be retried (after a deploy the chunk reload guard of
 * the shell sees the failure when it is not caught).
 */
export function useLazyModule<T>(importer: () => Promise<T>): {
  module: T | null;
  load: () => Promise<T>;
} {
  const [module, setModule] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const load = useCallback(() => {
    pending.current ??= importer().then(
      (loaded) => {
        setModule(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [importer]);
  return { module, load };
}

/** Starts loading without waiting (hover, focus): a failure here is retried on the click. */
export function preloadQuietly(load: () => Promise<unknown>): void {
  load().catch(() => {});
}
