import { msg } from "@lingui/core/macro";
import { createCartRoute } from "@storefront/kit/cart";
import {
  createCategoriesRoute,
  createCategoryRoute,
  createProductRoute,
  createProductSlugRoute,
  createProductsRoute,
  createSearchRoute,
} from "@storefront/kit/catalog";
import { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "@storefront/kit/checkout";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createWishlistRoute } from "@storefront/kit/wishlist";
import { createWelcomeRoute } from "./pages/welcome-route";

/**
 * The vertical this app ships: its own home page, and kit's catalogue, cart, wishlist and
 * checkout for a retail partner. Every route is a path of core's route manifest; the conformance
 * check (`src/vertical.test.ts`) says what breaks a rule.
 */
export default defineVertical({
  id: "vertical-template",
  partnerTypes: ["retail"],
  createRoutes: (parent) => [
    createWelcomeRoute(parent),
    createProductsRoute(parent),
    createProductRoute(parent),
    createProductSlugRoute(parent),
    createCategoriesRoute(parent),
    createCategoryRoute(parent),
    createSearchRoute(parent),
    createCartRoute(parent),
    createWishlistRoute(parent),
    createCheckoutRoute(parent),
    createCompleteRoute(parent),
    createFailureRoute(parent),
  ],
  // The header's links, in order: each must reach a route above.
  nav: [
    { id: "home", path: "/", label: msg`Welcome` },
    NAV_LINKS.products,
    NAV_LINKS.categories,
    NAV_LINKS.contact,
  ],
  // The vertical's own catalog (src/locales), loaded over kit's before the first render.
  loadCatalog: async (locale) => (await import(`./locales/${locale}/messages.po`)).messages,
});
