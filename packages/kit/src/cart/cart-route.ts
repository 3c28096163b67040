import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import type { CartPageProps } from "./cart-page";

/**
 * `/cart` (spec §2, every partner type; divine has its own view). Needs nothing from the router
 * context: the page reads the session, API client and query client from the React providers. The
 * page's code loads on first visit (or on intent, with the router's preloading).
 */
export function createCartRoute<TParent extends AnyRoute>(parent: TParent, options: CartPageProps = {}) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/cart",
    component: lazyRouteComponent(() =>
      import("./cart-page").then(({ CartPage }) => ({
        default: function CartRoute() {
          return createElement(CartPage, options);
        },
      })),
    ),
  });
}
