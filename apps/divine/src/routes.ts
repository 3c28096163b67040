import { createFailureRoute, readCompleteSearch } from "@storefront/kit/checkout";
import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { divineLoaders } from "./loaders";

/** A route's loader from the lazy loaders module (the entry stays route definitions only). */
function lazyLoader(page: keyof typeof divineLoaders) {
  return ({ context }: { context: unknown }) =>
    import("./loaders").then(({ divineLoaders }) => divineLoaders[page](context));
}

/**
 * The divine pages (spec §2: `/`, its own `/cart` and `/checkout`, `/complete`, `/failure`; no
 * product pages): each a lazy chunk whose data comes through its loader (`loaders.ts`). `/failure`
 * is kit's: the cart is kept and "Try again" returns to this checkout.
 */
export function createDivineRoutes(parent: AnyRoute): AnyRoute[] {
  const home = createRoute({
    getParentRoute: () => parent,
    path: "/",
    loader: lazyLoader("home"),
    component: lazyRouteComponent(() => import("./pages/home-page"), "HomePage"),
  });
  const cart = createRoute({
    getParentRoute: () => parent,
    path: "/cart",
    loader: lazyLoader("cart"),
    component: lazyRouteComponent(() => import("./pages/cart-page"), "CartPage"),
  });
  const checkout = createRoute({
    getParentRoute: () => parent,
    path: "/checkout",
    loader: lazyLoader("checkout"),
    component: lazyRouteComponent(() => import("./pages/checkout-page"), "CheckoutPage"),
  });
  const complete = createRoute({
    getParentRoute: () => parent,
    path: "/complete",
    validateSearch: readCompleteSearch,
    loader: lazyLoader("complete"),
    component: lazyRouteComponent(() => import("./pages/complete-page"), "CompletePage"),
  });
  return [home, cart, checkout, complete, createFailureRoute(parent)] as unknown as AnyRoute[];
}
