import type { Locale } from "@storefront/core/locale";
import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import { HomePage } from "./home-page";
import { createLocaleRewrite } from "./locale-rewrite";

const rootRoute = createRootRoute({ component: Outlet });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: HomePage });

/** Builds the shell router; `/ar` is handled by the locale rewrite, not by duplicated routes. */
export function createAppRouter(initialLocale: Locale) {
  const locale = createLocaleRewrite(initialLocale);
  const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]), rewrite: locale.rewrite });
  return { router, locale: locale.state };
}
