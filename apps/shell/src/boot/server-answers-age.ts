import type { QueryClient } from "@tanstack/react-query";

/**
 * Dates the answers a server-rendered page carried (its dehydrated queries) at `arrivedAt`, the
 * moment the browser asked for the page, as the page payload's prefetched home is
 * (`seedPrefetchedHome`). The server may send a page from its HTML cache long after it fetched the
 * answers in it, but only while the catalogue version it was rendered at stands (decision 0025), so
 * the answers were current when the page was sent. Left with their render's date, every answer of a
 * page cached more than a stale time ago (a minute for product lists, five for the home) would be
 * fetched again right after hydration, loading the API contracts and zod with it (decision 0032)
 * and re-rendering the page for nothing. Answers newer than `arrivedAt` are left as they are.
 */
export function dateServerAnswersAt(queryClient: QueryClient, arrivedAt: number): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, dataUpdatedAt } = query.state;
    if (status === "success" && dataUpdatedAt < arrivedAt) query.setState({ dataUpdatedAt: arrivedAt });
  }
}
