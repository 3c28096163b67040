import { isRouteAvailable, ROUTES } from "@storefront/core/routes";
import type { VerticalDefinition } from "../vertical";
import type { MountedRoute } from "./mount-routes";
import type { ProblemList } from "./problems";

const manifestRoute = (path: string) => ROUTES.find((route) => route.path === path);

/** Whether one of the vertical's partner types may use the manifest route at `path`. */
function availableToVertical(vertical: VerticalDefinition, path: string): boolean {
  const route = manifestRoute(path);
  return route !== undefined && vertical.partnerTypes.some((type) => isRouteAvailable(route, type));
}

/** Manifest routes rendered without the site layout (the account area): never under a vertical. */
const OUTSIDE_LAYOUT = new Set(ROUTES.filter((route) => route.layout === false).map((route) => route.path));

/**
 * The vertical's routes: each a manifest path (the router refuses one defined twice), available to one of its partner types,
 * not one the shell mounts for every vertical, its page a lazy chunk; and a home (`/`) among them.
 */
export function checkRoutes(
  vertical: VerticalDefinition,
  routes: readonly MountedRoute[],
  shared: readonly MountedRoute[],
  list: ProblemList,
): void {
  const sharedPaths = new Set(shared.map((entry) => entry.path));
  for (const { route, path } of routes) {
    if (
      !list.check(
        manifestRoute(path) !== undefined,
        "manifest-route",
        `${path} is not in core's route manifest.`,
      )
    )
      continue;
    list.check(
      availableToVertical(vertical, path),
      "partner-route",
      `${path} is not available to ${vertical.partnerTypes.join(", ")} in core's route manifest.`,
    );
    list.check(
      !sharedPaths.has(path) && !OUTSIDE_LAYOUT.has(path),
      "shared-route",
      `${path} is mounted by the shell for every vertical; do not define it.`,
    );
    const component = route.options.component as { preload?: unknown } | undefined;
    list.check(
      component === undefined || typeof component.preload === "function",
      "lazy-page",
      `${path}: the page must be a lazy chunk (lazyRouteComponent(() => import("./page"), "Page")).`,
    );
  }
  list.check(
    routes.some((entry) => entry.path === "/"),
    "shared-route",
    "The vertical has no home: define the route `/`.",
  );
}

/**
 * The navigation: every link leads to a page mounted for the partner — one of the vertical's or a
 * shared page with a fixed path — that core's manifest makes available to one of its partner types.
 */
export function checkNav(
  vertical: VerticalDefinition,
  routes: readonly MountedRoute[],
  shared: readonly MountedRoute[],
  list: ProblemList,
): void {
  const mounted = new Set(
    [...routes, ...shared].map((entry) => entry.path).filter((path) => !path.includes(":")),
  );
  for (const link of Array.isArray(vertical.nav) ? vertical.nav : []) {
    // A malformed link is the definition rule's finding.
    if (typeof link?.path !== "string" || !link.path.startsWith("/")) continue;
    if (!mounted.has(link.path)) {
      list.add("nav", `The link "${link.id}" leads to ${link.path}, which is not mounted (a 404).`);
    } else if (!availableToVertical(vertical, link.path)) {
      list.add(
        "nav",
        `The link "${link.id}" leads to ${link.path}, which ${vertical.partnerTypes.join(", ")} may not use.`,
      );
    }
  }
}
