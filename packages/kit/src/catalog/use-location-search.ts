import { useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";

/**
 * The URL's search, validated, as soon as a navigation starts — not when its loaders have finished
 * (`useSearch` reads the resolved match). Controls that write the URL (filters, sort, the variant)
 * read it, so a checkbox or a size shows the shopper's choice at once, while the list or page
 * below still shows what was loaded.
 */
export function useLocationSearch<T>(validate: (search: Record<string, unknown>) => T): T {
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return useMemo(() => validate(raw), [raw, validate]);
}
