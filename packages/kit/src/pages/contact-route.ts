import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { loaderContext } from "../routing";
import { partnerPageListQueryOptions, partnerPageNames } from "./partner-pages-query";

/**
 * `/contact` (spec §2, every partner type). The contact details come with the partner in the page
 * payload; the loader fetches the titles of the partner's pages the page links to. Those links are
 * extra: when the list cannot be fetched they show readable names instead of failing the page.
 */
export function createContactRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/contact",
    loader: async ({ context }) => {
      const { partner, queryClient, apiClient } = loaderContext(context, "kit's page");
      if (partnerPageNames(partner).length === 0) return;
      await queryClient.ensureQueryData(partnerPageListQueryOptions(apiClient)).catch(() => undefined);
    },
    component: lazyRouteComponent(() => import("./contact-page"), "ContactPage"),
  });
}
