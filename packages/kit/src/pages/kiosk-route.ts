import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { VerticalDefinition } from "../vertical";

/**
 * `/kiosk` (spec §2, every partner type): the vertical's own kiosk flow when its definition has a
 * `kioskPage` (its `kioskLoader` runs first), else kit's entry point, which needs no data.
 */
export function createKioskRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/kiosk",
    loader: ({ context }) => {
      const vertical = (context as { vertical?: VerticalDefinition | null }).vertical;
      void vertical?.kioskPage?.preload?.();
      return vertical?.kioskLoader?.(context);
    },
    component: lazyRouteComponent(() => import("./kiosk-page"), "KioskPage"),
  });
}
