import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";

/**
 * Stands in for a vertical whose own app has not been built yet: real routing, one page, and a
 * navigation to the pages every storefront has. Only the registry's partner types without a
 * vertical of their own mount it; a new vertical replaces it there by one line. It passes the same
 * conformance check as a vertical (`coming-soon.test.ts`).
 */
export default defineVertical({
  id: "coming-soon",
  partnerTypes: ["retail", "restaurant", "divine", "salon", "hospital", "snachoo"],
  createRoutes: (parent) => [
    createRoute({
      getParentRoute: () => parent,
      path: "/",
      component: lazyRouteComponent(() => import("./coming-soon-page"), "ComingSoonPage"),
    }),
  ],
  nav: [NAV_LINKS.home, NAV_LINKS.contact],
});
