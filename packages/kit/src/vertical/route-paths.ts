import { type AnyRoute, createRootRoute, createRoute } from "@tanstack/react-router";
import type { VerticalDefinition } from "./define-vertical";

/** A vertical's routes, built under a stand-in main layout exactly as the shell mounts them. */
export function mountVerticalRoutes(vertical: VerticalDefinition): AnyRoute[] {
  const root = createRootRoute();
  const main = createRoute({ getParentRoute: () => root, id: "main" });
  return vertical.createRoutes(main as unknown as AnyRoute);
}

/** A route's path in core's route-manifest form (`/products/:id`, not TanStack's `/products/$id`). */
export function manifestPath(route: AnyRoute): string {
  return String((route.options as { path?: string }).path).replace(/\$(\w+)/g, ":$1");
}

/** The paths a vertical defines, in manifest form: lets it check its routes against core's manifest. */
export function verticalRoutePaths(vertical: VerticalDefinition): string[] {
  return mountVerticalRoutes(vertical).map(manifestPath);
}
