import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { dateServerAnswersAt } from "./server-answers-age";

const MINUTE = 60_000;

describe("dateServerAnswersAt", () => {
  it("dates a cached page's answers when the page was asked for, so they are not fetched again at once", async () => {
    const queryClient = new QueryClient();
    const renderedAt = Date.now() - 30 * MINUTE;
    queryClient.setQueryData(["catalog", "home"], { rails: [] }, { updatedAt: renderedAt });
    const arrivedAt = Date.now() - 1_000;
    dateServerAnswersAt(queryClient, arrivedAt);
    expect(queryClient.getQueryState(["catalog", "home"])?.dataUpdatedAt).toBe(arrivedAt);

    // A component reading it with a five-minute stale time finds it fresh: no fetch.
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ["catalog", "home"],
      queryFn: () => {
        fetches += 1;
        return { rails: [] };
      },
      staleTime: 5 * MINUTE,
    });
    const stop = observer.subscribe(() => {});
    await Promise.resolve();
    stop();
    expect(fetches).toBe(0);
  });

  it("leaves newer answers, failed queries and queries without data as they are", () => {
    const queryClient = new QueryClient();
    const arrivedAt = Date.now() - MINUTE;
    const later = Date.now();
    queryClient.setQueryData(["newer"], 1, { updatedAt: later });
    queryClient.getQueryCache().build(queryClient, { queryKey: ["pending"] });
    dateServerAnswersAt(queryClient, arrivedAt);
    expect(queryClient.getQueryState(["newer"])?.dataUpdatedAt).toBe(later);
    expect(queryClient.getQueryState(["pending"])?.dataUpdatedAt).toBe(0);
  });
});
