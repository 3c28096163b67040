import { msg } from "@lingui/core/macro";
import type { Locale } from "@storefront/core/locale";
import { NAV_LINKS } from "@storefront/kit/layout";
import { checkoutLabel } from "@storefront/kit/locale";
import { defineVertical } from "@storefront/kit/vertical";
import { lazyRouteComponent } from "@tanstack/react-router";
import { createRestaurantRoutes, loadMenu } from "./routes";

/** The restaurant's English wording of the shared 'Checkout' label (spec §4, decision 0003). */
const placeOrder = msg`Place order`;

/**
 * The restaurant vertical (partner type restaurant, with and without isSugar): the menu (also the
 * home), the digital menu at the table with its order, the self-service kiosk, kit's cart with
 * menu lines (options and notes), and the sugar partners' checkout. Every page is a lazy chunk.
 */
export default defineVertical({
  id: "restaurant",
  partnerTypes: ["restaurant"],
  createRoutes: createRestaurantRoutes,
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
  nav: [
    NAV_LINKS.home,
    NAV_LINKS.menu,
    { id: "digital-menu", path: "/digital-menu", label: msg`Order at your table` },
    // No "Kiosk": the kiosk is the restaurant's own device, opened there at /kiosk, and it fills the
    // screen (decision 0028); a shopper who followed a link to it would find no way back.
    NAV_LINKS.contact,
  ],
  labels: [{ replace: checkoutLabel, with: placeOrder, locales: ["en"] }],
  kioskPage: lazyRouteComponent(() => import("./kiosk/kiosk-page"), "KioskPage"),
  kioskLoader: loadMenu,
  // The kiosk and the table's digital menu run on the restaurant's devices: a diner's logout there
  // leaves the order on the device for the next step (spec §4's keep flag).
  sharedDevicePaths: ["/kiosk", "/digital-menu", "/digi-menu", "/digital-menu-BKUP", "/digital-menu-cart"],
});
