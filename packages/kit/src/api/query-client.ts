import { QueryClient } from "@tanstack/react-query";

/**
 * Creates the query client of one mount. Catalogue data is fresh for a minute, window focus does
 * not refetch, a failed query is retried once. The session resets every query on logout.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}
