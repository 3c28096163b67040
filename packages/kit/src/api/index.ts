/**
 * `@storefront/kit/api` — one mount's API client, pending-request counter, query client, and the
 * `StorefrontProviders` that wire them with the session, overlays and feedback.
 * @module
 */
export { browserOrigin, createStorefrontApiClient, type StorefrontApiClientOptions } from "./client";
export {
  ApiClientContext,
  PendingRequestsContext,
  useApiClient,
  usePendingRequests,
  usePendingSnapshot,
} from "./context";
export { StorefrontProviders, type StorefrontProvidersProps } from "./providers";
export { createQueryClient } from "./query-client";
export {
  browserStorage,
  createStorefrontServices,
  type StorefrontServices,
  type StorefrontServicesOptions,
} from "./services";
