import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { loaderContext } from "../routing";
import { useApiClient, useUser } from "../session";
import type { AccountApi } from "./queries";

/** What the account routes' loaders use: the query client and the logged-in customer's account API. */
export interface AccountLoaderContext {
  queryClient: QueryClient;
  api: AccountApi;
}

/** The account loaders' view of the router context (read by routing's `loaderContext`). */
export function accountLoaderContext(context: unknown): AccountLoaderContext {
  const { queryClient, apiClient, getUser } = loaderContext(context, "the account");
  return { queryClient, api: { client: apiClient, customer: getUser()?.id ?? "anonymous" } };
}

/** The account API of the logged-in customer, for components (same keys as the loaders'). */
export function useAccountApi(): AccountApi {
  const client = useApiClient();
  const customer = useUser()?.id ?? "anonymous";
  return useMemo(() => ({ client, customer }), [client, customer]);
}
