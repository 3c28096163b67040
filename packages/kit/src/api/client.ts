import {
  type ApiClient,
  createApiClient,
  type FetchLike,
  type Logger,
  type PendingRequests,
} from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";

/** Options of `createStorefrontApiClient`. */
export interface StorefrontApiClientOptions {
  /** The partner of the page: its `access_token` is the bearer credential of every call (spec §6). */
  partner: Partner | null;
  /** The logged-in user's token, read at each call (`X-customer-token`). */
  getCustomerToken(): string | null | undefined;
  /** The runtime's `fetch` by default (a test double in unit tests). */
  fetch?: FetchLike;
  /** The site origin, base of own-API calls; `location.origin` by default. */
  origin?: string;
  /** Base URL of external APIs (spec §7), when the storefront uses any. */
  baseUrl?: string;
  /** The loader counter: calls made with `showLoader` are counted (spec §4). */
  pending?: PendingRequests;
  logger?: Logger;
  /** Told when the server refuses the customer token a call sent (see core's `ApiClientOptions`). */
  onCustomerTokenRefused?: (token: string) => void;
}

/** The page's origin, or "" outside a browser. */
export function browserOrigin(): string {
  return typeof location === "undefined" ? "" : location.origin;
}

/**
 * Creates the API client of one mount over core's `createApiClient`. `fetch` is always called as a
 * plain function (the browser's throws "Illegal invocation" when called as a method of another object).
 */
export function createStorefrontApiClient(options: StorefrontApiClientOptions): ApiClient {
  const given = options.fetch;
  const fetch: FetchLike = given
    ? (input, init) => given(input, init)
    : (input, init) => globalThis.fetch(input, init);
  return createApiClient({
    fetch,
    origin: options.origin ?? browserOrigin(),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    getPartnerToken: () => options.partner?.access_token,
    getCustomerToken: options.getCustomerToken,
    ...(options.pending ? { loader: options.pending } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onCustomerTokenRefused ? { onCustomerTokenRefused: options.onCustomerTokenRefused } : {}),
  });
}
