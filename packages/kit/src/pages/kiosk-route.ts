import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { FullScreenContext } from "../layout";
import type { VerticalDefinition } from "../vertical";

const verticalOf = (context: unknown) => (context as { vertical?: VerticalDefinition | null }).vertical;

/**
 * `/kiosk` (spec §2, every partner type): the vertical's own kiosk flow when its definition has a
 * `kioskPage` (its `kioskLoader` runs first), else kit's entry point, which needs no data. The
 * vertical's flow fills the screen (no header or footer); kit's entry page keeps them, as it only
 * explains that there is no kiosk and leads home.
 */
export function createKioskRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/kiosk",
    beforeLoad: ({ context }): FullScreenContext => ({ fullScreen: Boolean(verticalOf(context)?.kioskPage) }),
    loader: ({ context }) => {
      const vertical = verticalOf(context);
      void vertical?.kioskPage?.preload?.();
      return vertical?.kioskLoader?.(context);
    },
    component: lazyRouteComponent(() => import("./kiosk-page"), "KioskPage"),
  });
}
