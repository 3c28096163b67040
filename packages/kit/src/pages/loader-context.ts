import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What the pages' loaders read from the router context: kit's `StorefrontRouterContext` gives
 * `partner` and `queryClient`; the router that mounts these routes must also put the mount's
 * `apiClient` (the same instance the React tree gets from `StorefrontProviders`) into its context.
 */
export interface PagesLoaderContext {
  partner: Partner | null;
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/** Reads the loader context, failing loudly on a router that was wired without an API client. */
export function pagesLoaderContext(context: unknown): PagesLoaderContext {
  const value = (context ?? {}) as Partial<PagesLoaderContext>;
  if (!value.queryClient || !value.apiClient) {
    throw new Error(
      "The storefront router context needs `queryClient` and `apiClient` for kit's page routes.",
    );
  }
  return { partner: value.partner ?? null, queryClient: value.queryClient, apiClient: value.apiClient };
}
