import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import type { WishlistPageProps } from "./wishlist-page";

/**
 * `/wishlist` (spec §2: retail, snachoo, salon; the root guard refuses it elsewhere). Needs nothing
 * from the router context.
 */
export function createWishlistRoute<TParent extends AnyRoute>(
  parent: TParent,
  options: WishlistPageProps = {},
) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/wishlist",
    component: lazyRouteComponent(() =>
      import("./wishlist-page").then(({ WishlistPage }) => ({
        default: function WishlistRoute() {
          return createElement(WishlistPage, options);
        },
      })),
    ),
  });
}
