import { msg } from "@lingui/core/macro";
import type { Locale } from "@storefront/core/locale";
import { createCartRoute } from "@storefront/kit/cart";
import { createProductRoute, createProductSlugRoute, createProductsRoute } from "@storefront/kit/catalog";
import { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "@storefront/kit/checkout";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createWishlistRoute } from "@storefront/kit/wishlist";
import { createBookingRoutes, createOffersRoute, createPurchaseRoutes } from "./routes";

/**
 * The booking vertical (partner types salon and hospital, issue 14): the booking flow at `/` and
 * `/booking` (`/bookingBKUP` its previous layout), the offers, paid plans and gift vouchers, and —
 * for the salon, per core's route manifest — kit's catalogue product pages, cart, wishlist and
 * checkout. A hospital never reaches the shop: core's guard answers "not found" and the header
 * hides the links (`useCanLinkTo`). Every page is a lazy chunk; this entry holds definitions only.
 */
export default defineVertical({
  id: "booking",
  partnerTypes: ["salon", "hospital"],
  createRoutes: (parent) => [
    ...createBookingRoutes(parent),
    createOffersRoute(parent),
    ...createPurchaseRoutes(parent),
    // The salon's shop: the product pages its manifest gives it (no catalogue home: `/` books).
    createProductsRoute(parent),
    createProductRoute(parent),
    createProductSlugRoute(parent),
    createCartRoute(parent),
    createWishlistRoute(parent),
    createCheckoutRoute(parent),
    createCompleteRoute(parent),
    createFailureRoute(parent),
  ],
  // A hospital books and sells plans and vouchers on their own pages: nothing goes in a cart.
  hasCart: (partner) => partner.snachoo_settings.type !== "hospital",
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
  nav: [
    NAV_LINKS.home,
    NAV_LINKS.booking,
    // Offers are linked from the booking page: `/all-offer` lists them only with `?show-list`.
    { id: "paid-plans", path: "/paid-plans", label: msg`Paid plans` },
    NAV_LINKS.vouchers,
    NAV_LINKS.products,
    NAV_LINKS.contact,
  ],
});
