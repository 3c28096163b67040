import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import { kitCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";
import type { CartPageProps } from "./cart-page";

/**
 * `/cart` (spec §2, every partner type; divine has its own view). The page reads the session, API
 * client and query client from the React providers; the loader only loads kit's `cart` messages
 * (router context `ensureCatalogs`). The page's code loads on first visit (or on intent, with the
 * router's preloading), in parallel with them.
 */
export function createCartRoute<TParent extends AnyRoute>(parent: TParent, options: CartPageProps = {}) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/cart",
    loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.cart]),
    component: lazyRouteComponent(() =>
      import("./cart-page").then(({ CartPage }) => ({
        default: function CartRoute() {
          return createElement(CartPage, options);
        },
      })),
    ),
  });
}
