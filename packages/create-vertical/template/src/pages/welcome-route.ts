import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";

/** The vertical's home page, `/` (and `/ar`): a lazy chunk, so the first load stays small. */
export function createWelcomeRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/",
    component: lazyRouteComponent(() => import("./welcome-page")),
  });
}
