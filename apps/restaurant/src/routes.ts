import { createCartRoute } from "@storefront/kit/cart";
import { kitCatalogs } from "@storefront/kit/i18n";
import { loaderContext, loadWithCatalogs } from "@storefront/kit/routing";
import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import { RestaurantCartAction } from "./cart/restaurant-cart-action";
import { sellsOnline } from "./cart/sells-online";
import { menuQueryOptions } from "./menu/menu-query";

/**
 * Loads the menu, with the catalogs of the kit blocks a menu page shows (the item sheet's
 * quantity stepper, the cart's lines and card form), before the page renders (it reads the menu
 * with `useSuspenseQuery`). The kiosk's loader too.
 */
export function loadMenu(context: unknown) {
  const { queryClient, apiClient } = loaderContext(context, "the restaurant's");
  return loadWithCatalogs(context, [kitCatalogs.cart, kitCatalogs.checkout], () =>
    queryClient.ensureQueryData(menuQueryOptions(apiClient)),
  );
}

const menuPage = () => lazyRouteComponent(() => import("./menu/menu-page"), "MenuPage");

/** `/` and `/menu`: the restaurant's menu. */
function createMenuRoutes<TParent extends AnyRoute>(parent: TParent) {
  return (["/", "/menu"] as const).map((path) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      loader: ({ context }) => loadMenu(context),
      component: menuPage(),
    }),
  );
}

/** `/digital-menu`, `/digi-menu` (its short link), `/digital-menu-BKUP` and the table's order. */
function createTableRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    ...(["/digital-menu", "/digi-menu"] as const).map((path) =>
      createRoute({
        getParentRoute: () => parent,
        path,
        loader: ({ context }) => loadMenu(context),
        component: lazyRouteComponent(() => import("./table/digital-menu-page"), "DigitalMenuPage"),
      }),
    ),
    createRoute({
      getParentRoute: () => parent,
      path: "/digital-menu-BKUP",
      loader: ({ context }) => loadMenu(context),
      component: lazyRouteComponent(() => import("./table/digital-menu-page"), "DigitalMenuClassicPage"),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: "/digital-menu-cart",
      loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.cart, kitCatalogs.checkout]),
      component: lazyRouteComponent(() => import("./table/table-order-page"), "TableOrderPage"),
    }),
  ];
}

/**
 * `/cart`: kit's cart, whose summary leads to the sugar checkout or, on a plain restaurant, to the
 * table order (and then has no coupon or delivery); "Continue shopping" goes back to the menu.
 * `/sugar-cart` is kit's shared route to it (decision 0051).
 */
function createCartRoutes<TParent extends AnyRoute>(parent: TParent) {
  const checkoutAction = createElement(RestaurantCartAction);
  return [
    createCartRoute(parent, {
      continueShoppingTo: "/menu",
      checkoutAction,
      // A plain restaurant's cart is ordered at the table or the kiosk: no coupon, no delivery.
      ordersInVenue: (partner) => !sellsOnline(partner),
    }),
  ];
}

/** `/checkout-sugar`: the sugar partners' checkout (core's guard: login and isSugar). */
function createSugarCheckoutRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/checkout-sugar",
    loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.checkout, kitCatalogs.cart]),
    component: lazyRouteComponent(() => import("./sugar/sugar-checkout-page"), "SugarCheckoutPage"),
  });
}

/** Every page of the restaurant vertical, under the shell's main layout. */
export function createRestaurantRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    ...createMenuRoutes(parent),
    ...createTableRoutes(parent),
    ...createCartRoutes(parent),
    createSugarCheckoutRoute(parent),
  ];
}
