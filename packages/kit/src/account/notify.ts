import type { ToastOptions } from "@storefront/ui/toast";
import { useContext } from "react";
import { ToasterContext } from "../feedback";

/**
 * Shows a toast when the mount has a toaster (kit's providers); does nothing otherwise. Every
 * account page also states the outcome of a change on the page itself, so the toast is a courtesy.
 */
export function useNotify(): (options: ToastOptions) => void {
  const toaster = useContext(ToasterContext);
  return (options) => {
    toaster?.toast(options);
  };
}
