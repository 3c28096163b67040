import type { RouteDefinition } from "./manifest.js";
import { ROUTE_MIDDLEWARES } from "./middleware.js";

/**
 * Checks a route table (core's, or a vertical's extension of it) and lists its problems:
 * duplicate names or paths, paths not starting with `/`, and middleware names core does not know
 * (which `evaluateGuard` would reject with 'Unknown route middleware'). Empty when all is well.
 */
export function validateRoutes(routes: readonly RouteDefinition[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const paths = new Set<string>();
  for (const route of routes) {
    if (names.has(route.name)) problems.push(`Duplicate route name: ${route.name}`);
    if (paths.has(route.path)) problems.push(`Duplicate route path: ${route.path}`);
    if (!route.path.startsWith("/")) problems.push(`Route path must start with "/": ${route.path}`);
    names.add(route.name);
    paths.add(route.path);
    for (const name of route.middleware ?? []) {
      if (!Object.hasOwn(ROUTE_MIDDLEWARES, name))
        problems.push(`Unknown route middleware: ${name} (${route.path})`);
    }
  }
  return problems;
}
