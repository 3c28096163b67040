import type { Locale } from "@storefront/core/locale";
import { createCartRoute } from "@storefront/kit/cart";
import { createCatalogRoutes } from "@storefront/kit/catalog";
import { createCheckoutRoute } from "@storefront/kit/checkout";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createWishlistRoute } from "@storefront/kit/wishlist";

/**
 * The marketplace vertical (partner type snachoo, including the adventure-park flag): kit's
 * catalogue composed for a marketplace — home (with the sellers), the product list (which is also
 * a seller's page with `?vendor_id=`) and the product pages, each route available per core's route
 * manifest — plus the cart, wishlist and checkout. The spec gives snachoo no /complete or /failure
 * page, so a placed order opens in the account and a declined payment shows on the checkout. Its
 * catalogue flavour: vendors show on cards and product pages and the sellers on the home; an
 * adventure park (`is_adventure_park`) books tickets for a visit day
 * (docs/decisions/0004-adventure-park.md). Every page is a lazy chunk.
 */
export default defineVertical({
  id: "marketplace",
  partnerTypes: ["snachoo"],
  createRoutes: (parent) => [
    ...createCatalogRoutes(parent, "snachoo"),
    createCartRoute(parent),
    createWishlistRoute(parent),
    createCheckoutRoute(parent, { successTo: (order) => `/account/orders/${order._id}`, failureTo: null }),
  ],
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
  nav: [NAV_LINKS.home, NAV_LINKS.products, NAV_LINKS.contact],
  catalogFlavour: (partner) => ({
    marketplace: true,
    adventurePark: partner.snachoo_settings.is_adventure_park === true,
  }),
});
