import { createAccountRoutes } from "@storefront/kit/account";
import { createResetPasswordRoute } from "@storefront/kit/auth";
import { NotFoundPage, RouteErrorPage } from "@storefront/kit/errors";
import { createMainLayoutRoute, SearchBox } from "@storefront/kit/layout";
import {
  createContactRoute,
  createKioskRoute,
  createPartnerNotFoundRoute,
  createPartnerPageRoute,
} from "@storefront/kit/pages";
import { guardNavigation, type LocaleRewrite, type StorefrontRouterContext } from "@storefront/kit/routing";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { createRootRouteWithContext, createRouter, Outlet } from "@tanstack/react-router";
import { createElement } from "react";

/**
 * The route tree every storefront has — kit's guard at the root, the main layout holding the
 * vertical's routes and the shared pages, the account area and /partner-not-found — around one vertical.
 */
export function createStorefrontRouter(options: {
  vertical: VerticalDefinition | null;
  context: StorefrontRouterContext;
  rewrite: LocaleRewrite;
}) {
  const { vertical, context, rewrite } = options;
  const rootRoute = createRootRouteWithContext<StorefrontRouterContext>()({
    beforeLoad: guardNavigation,
    component: Outlet,
  });
  const mainLayout = createMainLayoutRoute(rootRoute, { search: createElement(SearchBox) });
  const pages = vertical
    ? [
        ...vertical.createRoutes(mainLayout),
        createContactRoute(mainLayout),
        createKioskRoute(mainLayout),
        createResetPasswordRoute(mainLayout),
        createPartnerPageRoute(mainLayout),
      ]
    : [];
  const routeTree = rootRoute.addChildren([
    mainLayout.addChildren(pages),
    createPartnerNotFoundRoute(rootRoute),
    ...(vertical ? [createAccountRoutes(rootRoute)] : []),
  ]);
  return createRouter({
    routeTree,
    context,
    rewrite,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPreload: "intent",
  });
}
