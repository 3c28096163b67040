import { partnerPageListQueryOptions, partnerPageNames } from "../pages";
import type { StorefrontRouterContext } from "../routing";

/**
 * The footer's (and mobile menu's) partner page titles, fetched by the server render: its HTML then
 * shows the CMS titles, and the list travels in the dehydrated state, so the hydrating browser asks
 * for nothing (and loads no API contract) after a server-rendered page. In the browser the footer's
 * own query fetches it when needed, without holding up the page.
 */
export async function prefetchPartnerPagesOnServer(context: unknown) {
  const { onServer, partner, queryClient, apiClient } = (context ?? {}) as Partial<StorefrontRouterContext>;
  if (!onServer || !queryClient || !apiClient || partnerPageNames(partner).length === 0) return;
  // The links work with readable names too: a failed list must not fail the page.
  await queryClient.ensureQueryData(partnerPageListQueryOptions(apiClient)).catch(() => undefined);
}
