import type { ApiClient } from "@storefront/core/api";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApiClient } from "../api/context";
import type { StorefrontRouterContext } from "../routing/context";
import { useUser } from "../session";
import type { AccountApi } from "./queries";

/**
 * What the account routes' loaders read from the router context: kit's `StorefrontRouterContext`
 * gives `queryClient` and `getUser`; the router must also carry the mount's `apiClient` (the
 * instance the React tree gets from `StorefrontProviders`), as kit's other page routes require.
 */
export interface AccountLoaderContext {
  queryClient: QueryClient;
  api: AccountApi;
}

/** Reads the loader context, failing loudly on a router wired without an API client. */
export function accountLoaderContext(context: unknown): AccountLoaderContext {
  const value = (context ?? {}) as Partial<StorefrontRouterContext> & { apiClient?: ApiClient };
  if (!value.queryClient || !value.apiClient) {
    throw new Error(
      "The storefront router context needs `queryClient` and `apiClient` for the account routes.",
    );
  }
  const customer = value.getUser?.()?.id ?? "anonymous";
  return { queryClient: value.queryClient, api: { client: value.apiClient, customer } };
}

/** The account API of the logged-in customer, for components (same keys as the loaders'). */
export function useAccountApi(): AccountApi {
  const client = useApiClient();
  const customer = useUser()?.id ?? "anonymous";
  return useMemo(() => ({ client, customer }), [client, customer]);
}
