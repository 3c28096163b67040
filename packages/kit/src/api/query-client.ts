import { ApiStatusError, ApiTimeoutError } from "@storefront/core/api";
import { QueryClient } from "@tanstack/react-query";

/**
 * Whether a failed read is tried once more: yes when a second try may answer (no answer came, a
 * 5xx, a malformed answer); never after a timeout — the shopper has already waited the client's
 * whole limit, and a second wait doubled the blank page (issue 17) — nor after a 4xx, whose answer
 * will not change (a 404 is the not-found page, a 401 has ended the session, a 429 asks to wait).
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiTimeoutError) return false;
  return !(error instanceof ApiStatusError && error.status < 500);
}

/**
 * Creates the query client of one mount. Catalogue data is fresh for a minute, window focus does
 * not refetch, a failed query is retried once when a retry can help (`retryRead`). The session
 * resets every query on logout.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: retryRead } },
  });
}
