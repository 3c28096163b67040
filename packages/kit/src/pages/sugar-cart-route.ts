import { type AnyRoute, createRoute, redirect } from "@tanstack/react-router";

/**
 * `/sugar-cart` (spec §2: no partner type restriction): the cart under the name a sugar
 * restaurant's links used. Every partner has a cart at `/cart`, so this address leads there, in the
 * visitor's language (decision 0051) — one page, one address, on every partner.
 */
export function createSugarCartRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/sugar-cart",
    beforeLoad: () => {
      throw redirect({ to: "/cart", replace: true });
    },
  });
}
