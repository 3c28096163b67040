/**
 * `@storefront/kit/feedback` — toasts (one store per mount) and the global loading bar.
 * @module
 */
export { createToaster, type ToasterStore, type ToastOptions } from "@storefront/ui/toast-store";
export { ToasterContext, useToast, useToaster } from "./context";
export { FeedbackLayer, GlobalLoadingBar } from "./feedback-layer";
export { LazyStorefrontToaster } from "./lazy-toaster";
export { RetryAlert, type RetryAlertProps } from "./retry-alert";
export { StorefrontToaster } from "./storefront-toaster";
