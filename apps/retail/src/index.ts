import type { Locale } from "@storefront/core/locale";
import { createCartRoute } from "@storefront/kit/cart";
import { createCatalogRoutes } from "@storefront/kit/catalog";
import { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "@storefront/kit/checkout";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createWishlistRoute } from "@storefront/kit/wishlist";

/**
 * The retail vertical (partner type retail): kit's shared features composed for retail — the
 * catalogue (home, categories, the mobile category browser, products and product pages, search,
 * digital products), the cart, wishlist, checkout, complete and failure pages, each route available
 * per core's route manifest. Every page is a lazy chunk,
 * so this entry holds only route definitions and the data kit reads (the navigation). The catalogue
 * is the plain one: no vendors, no tickets.
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
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
  nav: [
    NAV_LINKS.home,
    NAV_LINKS.products,
    NAV_LINKS.categories,
    NAV_LINKS.digitalProducts,
    NAV_LINKS.contact,
  ],
});
