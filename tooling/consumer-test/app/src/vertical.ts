import { createCartRoute } from "@storefront/kit/cart";
import { createCatalogRoutes } from "@storefront/kit/catalog";
import { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "@storefront/kit/checkout";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createWishlistRoute } from "@storefront/kit/wishlist";

/**
 * The vertical this app ships: retail, composed from kit's route factories exactly as the
 * monorepo's `apps/retail` is — the catalogue, the cart, the wishlist, checkout and its outcomes.
 */
export default defineVertical({
  id: "retail",
  partnerTypes: ["retail"],
  createRoutes: (parent) => [
    ...createCatalogRoutes(parent, "retail"),
    createCartRoute(parent),
    createWishlistRoute(parent),
    createCheckoutRoute(parent),
    createCompleteRoute(parent),
    createFailureRoute(parent),
  ],
  nav: [
    NAV_LINKS.home,
    NAV_LINKS.products,
    NAV_LINKS.categories,
    NAV_LINKS.digitalProducts,
    NAV_LINKS.contact,
  ],
});
