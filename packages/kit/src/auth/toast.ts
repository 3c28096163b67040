import type { ToastOptions } from "@storefront/ui/toast-store";
import { useCallback, useContext } from "react";
import { ToasterContext } from "../feedback";

/** Toasts when a toaster is mounted; silently nothing otherwise (forms rendered on their own). */
export function useToastOrNothing(): (options: ToastOptions) => void {
  const toaster = useContext(ToasterContext);
  return useCallback(
    (options: ToastOptions) => {
      toaster?.toast(options);
    },
    [toaster],
  );
}
