import type { ToasterStore } from "@storefront/ui/toast-store";
import { useSyncExternalStore } from "react";
import { lazyModule, useLazyModuleWhen } from "../app";

/** The Radix toaster is its own chunk: most visits never toast, so it is not in the first load. */
export const toasterModule = lazyModule(() => import("./storefront-toaster"));

/**
 * Renders the mount's toasts once the first one is queued. Toasts queued while the toaster loads
 * wait in the store and show when it arrives; each one's 3000 ms start when it is on screen (Radix
 * times a toast from its mount). Once loaded it stays, so later toasts show at once.
 */
export function LazyStorefrontToaster({ toaster }: { toaster: ToasterStore }) {
  const hasToasts = useSyncExternalStore(
    toaster.subscribe,
    () => toaster.getToasts().length > 0,
    () => false,
  );
  const module = useLazyModuleWhen(toasterModule, hasToasts);
  return module ? <module.StorefrontToaster toaster={toaster} /> : null;
}
