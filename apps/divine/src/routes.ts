import { createFailureRoute, readCompleteSearch } from "@storefront/kit/checkout";
import { type FeatureCatalog, kitCatalogs } from "@storefront/kit/i18n";
import { loaderContext, loadWithCatalogs } from "@storefront/kit/routing";
import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { offeringCategoriesQueryOptions, offeringsQueryOptions } from "./offerings";

/**
 * A loader that loads kit's feature catalogs the page renders with, and the offerings (every
 * divine page reads them: the home lists them, the cart and the checkout tell offerings from
 * physical items), and with `categories` the categories too.
 */
function offeringsLoader(catalogs: readonly FeatureCatalog[], { categories = false } = {}) {
  return ({ context }: { context: unknown }) =>
    loadWithCatalogs(context, catalogs, async () => {
      const { queryClient, apiClient } = loaderContext(context, "the divine");
      await Promise.all([
        queryClient.ensureQueryData(offeringsQueryOptions(apiClient)),
        categories ? queryClient.ensureQueryData(offeringCategoriesQueryOptions(apiClient)) : null,
      ]);
    });
}

/**
 * The divine pages (spec §2: `/`, its own `/cart` and `/checkout`, `/complete`, `/failure`; no
 * product pages): each a lazy chunk whose data comes through its loader. `/failure` is kit's: the
 * cart is kept and "Try again" returns to this checkout.
 */
export function createDivineRoutes(parent: AnyRoute): AnyRoute[] {
  const home = createRoute({
    getParentRoute: () => parent,
    path: "/",
    loader: offeringsLoader([kitCatalogs.cart], { categories: true }),
    component: lazyRouteComponent(() => import("./pages/home-page"), "HomePage"),
  });
  const cart = createRoute({
    getParentRoute: () => parent,
    path: "/cart",
    loader: offeringsLoader([kitCatalogs.cart]),
    component: lazyRouteComponent(() => import("./pages/cart-page"), "CartPage"),
  });
  const checkout = createRoute({
    getParentRoute: () => parent,
    path: "/checkout",
    loader: offeringsLoader([kitCatalogs.cart, kitCatalogs.checkout]),
    component: lazyRouteComponent(() => import("./pages/checkout-page"), "CheckoutPage"),
  });
  const complete = createRoute({
    getParentRoute: () => parent,
    path: "/complete",
    validateSearch: readCompleteSearch,
    loader: ({ context }) => loadWithCatalogs(context, [kitCatalogs.cart, kitCatalogs.checkout]),
    component: lazyRouteComponent(() => import("./pages/complete-page"), "CompletePage"),
  });
  return [home, cart, checkout, complete, createFailureRoute(parent)] as unknown as AnyRoute[];
}
