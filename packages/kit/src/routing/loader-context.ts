import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { QueryClient } from "@tanstack/react-query";
import type { VerticalDefinition } from "../vertical";
import type { PrefetchedAnswers } from "./prefetched";

/** What kit's route loaders read from the router context (`StorefrontRouterContext` carries it). */
export interface LoaderContext {
  partner: Partner | null;
  /** The mounted vertical (`StorefrontRouterContext.vertical`), or null. */
  vertical?: VerticalDefinition | null;
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** The logged-in user, or null (a router without `getUser` has none). */
  getUser(): StoredUser | null;
  /** The answers the page payload carried (`StorefrontRouterContext.prefetched`), if any. */
  prefetched?: PrefetchedAnswers;
}

/**
 * Reads the loader context — the one reader of every kit route factory's loaders (catalogue, pages,
 * cart, checkout, account…) — failing loudly on a router wired without a query client or API
 * client (a wiring bug: the shell puts the mount's `apiClient` — the one `StorefrontProviders`
 * hands the React tree — into the router context). `feature` names the routes in that error.
 */
export function loaderContext(context: unknown, feature = "kit's"): LoaderContext {
  const value = (context ?? {}) as Partial<LoaderContext>;
  if (!value.queryClient || !value.apiClient) {
    throw new Error(
      `The storefront router context needs \`queryClient\` and \`apiClient\` for ${feature} routes.`,
    );
  }
  const getUser = value.getUser;
  return {
    partner: value.partner ?? null,
    vertical: value.vertical ?? null,
    queryClient: value.queryClient,
    apiClient: value.apiClient,
    getUser: () => getUser?.() ?? null,
    prefetched: value.prefetched,
  };
}
