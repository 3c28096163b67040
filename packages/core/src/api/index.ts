/**
 * `@storefront/core/api` — the API client, its typed errors, the loader counter, and the three
 * calls the spec shows (their descriptors are `@storefront/core/contracts/api/*`'s, like every call's).
 * @module
 */
export {
  type ApiBase,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type EndpointSource,
} from "./client.js";
export {
  ApiAbortError,
  ApiError,
  type ApiIssue,
  ApiNetworkError,
  ApiStatusError,
  ApiTimeoutError,
  ApiValidationError,
  CUSTOMER_TOKEN_REFUSED,
  isApiError,
} from "./errors.js";
export type {
  AbortSignalLike,
  FetchInit,
  FetchLike,
  FetchSignal,
  Logger,
  ResponseLike,
  Timers,
} from "./http-types.js";
export { lazyEndpoint } from "./lazy-endpoint.js";
export {
  createPendingRequests,
  type LoaderHooks,
  type PendingRequests,
  type PendingSnapshot,
} from "./pending-requests.js";
export { fillPathParams, requestUrl } from "./request-url.js";
export { getCartList, getWishList, type ListCallOptions, logout } from "./spec-calls.js";
