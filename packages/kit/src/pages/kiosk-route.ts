import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { FullScreenContext } from "../layout";
import type { VerticalDefinition } from "../vertical";

/**
 * `/kiosk` (spec §2, every partner type): the vertical's own kiosk flow when its definition has a
 * `kioskPage` (its `kioskLoader` runs first), else kit's entry point, which needs no data. The
 * vertical's flow fills the screen (no header or footer); kit's entry page keeps them, as it only
 * explains that there is no kiosk and leads home. The vertical's page is the route's component
 * itself, so the router loads its chunk before the page renders — and before a server-rendered
 * kiosk hydrates, where a touch on a part still waiting for its code would be lost.
 */
export function createKioskRoute<TParent extends AnyRoute>(
  parent: TParent,
  vertical?: VerticalDefinition | null,
) {
  const kioskPage = vertical?.kioskPage;
  return createRoute({
    getParentRoute: () => parent,
    path: "/kiosk",
    beforeLoad: (): FullScreenContext => ({ fullScreen: Boolean(kioskPage) }),
    loader: ({ context }) => vertical?.kioskLoader?.(context),
    component: kioskPage ?? lazyRouteComponent(() => import("./kiosk-page"), "KioskPage"),
  });
}
