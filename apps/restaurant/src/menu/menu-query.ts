import type { ApiClient } from "@storefront/core/api";
import { getMenu } from "@storefront/core/contracts/api/restaurant";
import { queryOptions } from "@tanstack/react-query";

/** The restaurant's menu (sections with their items): one query for the menu, digital menu and kiosk. */
export function menuQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["restaurant", "menu"] as const,
    queryFn: ({ signal }) => client.call(getMenu, { signal }),
    staleTime: 60_000,
  });
}
