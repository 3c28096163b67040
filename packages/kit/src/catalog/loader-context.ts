import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What the catalogue loaders read from the router context: `partner` and `queryClient` come with
 * kit's `StorefrontRouterContext`; the router that mounts these routes must also put the mount's
 * `apiClient` (the instance the React tree gets through `ApiClientContext`) into its context —
 * the same requirement as kit's partner pages.
 */
export interface CatalogLoaderContext {
  partner: Partner | null;
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/** Reads the loader context, failing loudly on a router that was wired without an API client. */
export function catalogLoaderContext(context: unknown): CatalogLoaderContext {
  const value = (context ?? {}) as Partial<CatalogLoaderContext>;
  if (!value.queryClient || !value.apiClient) {
    throw new Error(
      "The storefront router context needs `queryClient` and `apiClient` for kit's catalogue routes.",
    );
  }
  return { partner: value.partner ?? null, queryClient: value.queryClient, apiClient: value.apiClient };
}
