import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import { kitCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";
import type { WishlistPageProps } from "./wishlist-page";

/**
 * `/wishlist` (spec §2: retail, snachoo, salon; the root guard refuses it elsewhere). Its loader
 * only loads kit's `wishlist` messages (router context `ensureCatalogs`).
 */
export function createWishlistRoute<TParent extends AnyRoute>(
  parent: TParent,
  options: WishlistPageProps = {},
) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/wishlist",
    loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.wishlist]),
    component: lazyRouteComponent(() =>
      import("./wishlist-page").then(({ WishlistPage }) => ({
        default: function WishlistRoute() {
          return createElement(WishlistPage, options);
        },
      })),
    ),
  });
}
