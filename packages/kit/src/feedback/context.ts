import type { ToasterStore, ToastOptions } from "@storefront/ui/toast-store";
import { createContext, useCallback, useContext } from "react";

/** The mount's toast store (set by `StorefrontProviders`). */
export const ToasterContext = createContext<ToasterStore | null>(null);

/** The mount's toast store. Throws outside `StorefrontProviders`. */
export function useToaster(): ToasterStore {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error("useToast() needs <StorefrontProviders> above it.");
  return toaster;
}

/**
 * Shows a toast (spec §9): top-right (the inline-end corner, so top-left in Arabic), closes after
 * 3000 ms, no progress bar, paused while hovered or focused, announced to screen readers. Pass
 * translated text: `toast({ title: t`Saved`, variant: "success" })`.
 */
export function useToast(): (options: ToastOptions) => void {
  const toaster = useToaster();
  return useCallback(
    (options: ToastOptions) => {
      toaster.toast(options);
    },
    [toaster],
  );
}
