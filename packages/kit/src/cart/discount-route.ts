import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { kitCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";

/**
 * `/discount/$code` (every partner; core's route table): the discount link. A browser page (it
 * writes the shopper's cart coupon): the server renders its frame, the browser applies the code
 * and goes home. Its code loads with the visit.
 */
export function createDiscountRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/discount/$code",
    loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.cart]),
    component: lazyRouteComponent(() => import("./discount-link-page"), "DiscountLinkPage"),
  });
}
