import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";

/**
 * `/kiosk` (spec §2, every partner type): the kiosk entry point. It needs no data (the partner type
 * decides what it shows), so it has no loader.
 */
export function createKioskRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/kiosk",
    component: lazyRouteComponent(() => import("./kiosk-page"), "KioskPage"),
  });
}
