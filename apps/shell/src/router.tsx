import type { Locale } from "@storefront/core/locale";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import { createLocaleRewrite } from "./locale-rewrite";
import { PartnerNotFoundPage } from "./partner-not-found-page";

/**
 * Builds the router for one mount: the main layout with the vertical's routes, plus the pages
 * every partner has. `/ar` is handled by the locale rewrite, not by duplicated routes.
 * Without a vertical (no valid partner), only /partner-not-found exists and every path leads there.
 */
export function createAppRouter(options: { initialLocale: Locale; vertical: VerticalDefinition | null }) {
  const locale = createLocaleRewrite(options.initialLocale);
  const rootRoute = createRootRoute({ component: Outlet });
  const mainLayout = createRoute({ getParentRoute: () => rootRoute, id: "main", component: Outlet });
  const partnerNotFound = createRoute({
    getParentRoute: () => rootRoute,
    path: "/partner-not-found",
    component: PartnerNotFoundPage,
  });
  const verticalRoutes = options.vertical?.createRoutes(mainLayout) ?? [];
  const routeTree = rootRoute.addChildren([mainLayout.addChildren(verticalRoutes), partnerNotFound]);
  const router = createRouter({ routeTree, rewrite: locale.rewrite });
  return { router, locale: locale.state };
}
