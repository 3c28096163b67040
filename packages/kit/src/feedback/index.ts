/**
 * `@storefront/kit/feedback` — toasts (one store per mount) and the global loading bar.
 * @module
 */
export { createToaster, type ToasterStore, type ToastOptions } from "@storefront/ui/toast";
export { ToasterContext, useToast, useToaster } from "./context";
export { FeedbackLayer, GlobalLoadingBar, StorefrontToaster } from "./feedback-layer";
