import type { Locale } from "@storefront/core/locale";
import { createCatalogRoutes } from "@storefront/kit/catalog";
import { defineVertical } from "@storefront/kit/vertical";

/**
 * The marketplace vertical (partner type snachoo, including the adventure-park flag): kit's
 * catalogue composed for a marketplace — home (with the sellers), the product list (which is also
 * a seller's page with `?vendor_id=`) and the product pages, each route available per core's route
 * manifest. Vendors show on cards and product pages; an adventure park books tickets for a visit
 * day (docs/decisions/0004-adventure-park.md). Every page is a lazy chunk.
 */
export default defineVertical({
  id: "marketplace",
  partnerTypes: ["snachoo"],
  createRoutes: (parent) => [...createCatalogRoutes(parent, "snachoo")],
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
});
