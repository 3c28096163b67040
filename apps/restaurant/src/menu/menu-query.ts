import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import { queryOptions } from "@tanstack/react-query";

// The menu's contract, and the zod schemas it builds, load with the first call: not with the home's code.
const getMenu = lazyEndpoint(() => import("@storefront/core/contracts/api/restaurant"), "getMenu");

/** The restaurant's menu (sections with their items): one query for the menu, digital menu and kiosk. */
export function menuQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["restaurant", "menu"] as const,
    queryFn: ({ signal }) => client.call(getMenu, { signal }),
    staleTime: 60_000,
  });
}
