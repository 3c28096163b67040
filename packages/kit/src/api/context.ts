import type { ApiClient, PendingRequests, PendingSnapshot } from "@storefront/core/api";
import { createContext, useContext, useSyncExternalStore } from "react";

/** The mount's API client (set by `StorefrontProviders`). */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The mount's pending-request counter (set by `StorefrontProviders`). */
export const PendingRequestsContext = createContext<PendingRequests | null>(null);

/**
 * The mount's API client: partner bearer token on every call, `X-customer-token` while a user is
 * logged in, `showLoader` calls counted by the loading bar. Throws outside `StorefrontProviders`.
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient() needs <StorefrontProviders> above it.");
  return client;
}

/** The mount's pending-request counter. Throws outside `StorefrontProviders`. */
export function usePendingRequests(): PendingRequests {
  const pending = useContext(PendingRequestsContext);
  if (!pending) throw new Error("usePendingRequests() needs <StorefrontProviders> above it.");
  return pending;
}

/** The loader state (spec §3): the pending count of flagged requests and the loading flag. */
export function usePendingSnapshot(): PendingSnapshot {
  const pending = usePendingRequests();
  return useSyncExternalStore(pending.subscribe, pending.getSnapshot, pending.getSnapshot);
}
