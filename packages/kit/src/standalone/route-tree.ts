import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { createElement, type ReactNode } from "react";
import { createAccountRoutes } from "../account";
import { createMainLayoutRoute, SearchBox } from "../layout";
import { createPartnerNotFoundRoute, createSharedPageRoutes } from "../pages";
import { guardNavigation, type StorefrontRouterContext } from "../routing";
import type { VerticalDefinition } from "../vertical";

/** Options of `createVerticalRouteTree`. */
export interface VerticalRouteTreeOptions {
  /** The header's search (kit's `SearchBox` by default; `SearchSuggestions` from the catalogue). */
  search?: ReactNode;
}

/**
 * The route tree of a storefront that serves one vertical: core's guard at the root, the main
 * layout with the vertical's routes and the pages every partner has, the account area and
 * /partner-not-found. Without a vertical (no usable partner) only /partner-not-found is mounted,
 * and the guard sends every path there.
 */
export function createVerticalRouteTree(
  vertical: VerticalDefinition | null,
  options: VerticalRouteTreeOptions = {},
) {
  const rootRoute = createRootRouteWithContext<StorefrontRouterContext>()({
    beforeLoad: guardNavigation,
    component: Outlet,
  });
  const mainLayout = createMainLayoutRoute(rootRoute, {
    search: options.search === undefined ? createElement(SearchBox) : options.search,
  });
  const pages = vertical
    ? [...vertical.createRoutes(mainLayout), ...createSharedPageRoutes(mainLayout, vertical)]
    : [];
  return rootRoute.addChildren([
    mainLayout.addChildren(pages),
    createPartnerNotFoundRoute(rootRoute),
    ...(vertical ? [createAccountRoutes(rootRoute)] : []),
  ]);
}
