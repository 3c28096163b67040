import { ApiStatusError, ApiValidationError } from "@storefront/core/api";
import { type AnyRoute, createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { loaderContext } from "../routing";
import { isPartnerPage, partnerPageQueryOptions } from "./partner-pages-query";

/** Whether an API error means "there is no such page" rather than "something failed". */
function isMissingPage(error: unknown): boolean {
  return (error instanceof ApiStatusError && error.status === 404) || error instanceof ApiValidationError;
}

/**
 * `/{pageName}` (spec §2): the partner's extra pages. Only names in `partner.pages` match; any other
 * name, or a page the CMS no longer has, is the router's not-found ('Page not found: {path}').
 * The loader fetches the page into the query cache; the component (and DOMPurify with it) is a
 * separate chunk, downloaded with the first partner page.
 */
export function createPartnerPageRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "$pageName",
    loader: async ({ context, params }) => {
      const { partner, queryClient, apiClient } = loaderContext(context, "kit's page");
      const { pageName } = params as { pageName: string };
      if (!isPartnerPage(partner, pageName)) throw notFound();
      try {
        await queryClient.ensureQueryData(partnerPageQueryOptions(apiClient, pageName));
      } catch (error) {
        if (isMissingPage(error)) throw notFound();
        throw error;
      }
    },
    component: lazyRouteComponent(() => import("./partner-page"), "PartnerPage"),
  });
}
