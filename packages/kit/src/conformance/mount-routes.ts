import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from "@tanstack/react-router";
import { createPartnerNotFoundRoute, createSharedPageRoutes } from "../pages";
import type { VerticalDefinition } from "../vertical";

/** A route of the mounted tree, with its full path in core's manifest form (`/products/:id`). */
export interface MountedRoute {
  route: AnyRoute;
  path: string;
}

/** A router full path (`/products/$id`, `/orders/`) in manifest form (`/products/:id`, `/orders`). */
export function manifestFormOf(fullPath: string): string {
  const trimmed = fullPath.length > 1 ? fullPath.replace(/\/+$/, "") : fullPath;
  return (trimmed || "/").replace(/\$(\w+)/g, ":$1");
}

function childrenOf(route: AnyRoute): AnyRoute[] {
  const children = (route as { children?: AnyRoute[] | Record<string, AnyRoute> }).children;
  if (!children) return [];
  return Array.isArray(children) ? children : Object.values(children);
}

/** A route and its descendants that have a path (pathless layout routes only group others). */
function pathRoutes(routes: readonly AnyRoute[]): MountedRoute[] {
  return routes.flatMap((route) => [
    ...(route.options && "path" in route.options && route.options.path !== undefined
      ? [{ route, path: manifestFormOf(route.fullPath) }]
      : []),
    ...pathRoutes(childrenOf(route)),
  ]);
}

/** A root with a pathless main layout (`id: "main"`), as the shell builds it. */
function layoutTree() {
  const root = createRootRoute();
  const main = createRoute({ getParentRoute: () => root, id: "main" }) as unknown as AnyRoute;
  return { root, main };
}

/** Builds a router over the tree, which computes every route's full path (nested routes included). */
function resolvePaths(root: AnyRoute): void {
  createRouter({ routeTree: root, history: createMemoryHistory() });
}

/**
 * The vertical's routes as the shell mounts them — under the main layout — with their full paths.
 * Throws what `createRoutes` throws, or the router's own error (a path defined twice).
 */
export function mountVertical(vertical: VerticalDefinition): MountedRoute[] {
  const { root, main } = layoutTree();
  const own = vertical.createRoutes(main);
  if (!Array.isArray(own)) throw new TypeError("createRoutes must return an array of routes.");
  root.addChildren([main.addChildren(own)]);
  resolvePaths(root);
  return pathRoutes(own);
}

/** The pages the shell mounts beside every vertical's (kit's shared pages, `/partner-not-found`). */
export function mountSharedPages(vertical?: VerticalDefinition): MountedRoute[] {
  const { root, main } = layoutTree();
  const pages = createSharedPageRoutes(main, vertical);
  const partnerNotFound = createPartnerNotFoundRoute(root) as unknown as AnyRoute;
  root.addChildren([main.addChildren(pages), partnerNotFound]);
  resolvePaths(root);
  return pathRoutes([...pages, partnerNotFound]);
}
