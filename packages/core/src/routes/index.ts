/**
 * `@storefront/core/routes` — the route table of spec §2 as data, matching, availability per
 * partner type, guard evaluation, route names and localised paths.
 * @module
 */
export { localizePath, splitLocalePath } from "../locale/locale-path.js";
export { availableRoutes, isHiddenByBusiness, isPathAvailable, isRouteAvailable } from "./availability.js";
export {
  CRAWL_MARKS,
  isListedRoute,
  isPrivateRoute,
  robotsDisallowedPaths,
  sitemapPaths,
} from "./crawl.js";
export {
  evaluateGuard,
  firstLoadFallback,
  pathDependsOnBrowser,
  pathIsCatalogueOnly,
  pathRequiresAuth,
} from "./guard.js";
export type {
  DeviceType,
  GuardInput,
  GuardResult,
  GuardSearch,
  MiddlewareContext,
  RedirectReason,
  RouteMiddleware,
} from "./guard-types.js";
export {
  ROUTE_MIDDLEWARE_NAMES,
  ROUTES,
  type RouteDefinition,
  type RouteMiddlewareName,
  routeByName,
} from "./manifest.js";
export { matchRoute, normalizePathname, type RouteMatch } from "./match-route.js";
export {
  ROUTE_MIDDLEWARES,
  resolveMiddleware,
  UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE,
  UnknownRouteMiddlewareError,
} from "./middleware.js";
export { CATALOGUE_QUERY_KEYS, catalogueQuery, type PageQuery } from "./page-query.js";
export { localizedRouteName, parseRouteName } from "./route-name.js";
export { routePath } from "./route-path.js";
export { validateRoutes } from "./validate-routes.js";
