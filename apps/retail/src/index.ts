import type { Locale } from "@storefront/core/locale";
import { createCatalogRoutes } from "@storefront/kit/catalog";
import { defineVertical } from "@storefront/kit/vertical";

/**
 * The retail vertical (partner type retail): kit's shared features composed for retail — the
 * catalogue (home, categories, the mobile category browser, products and product pages, search,
 * digital products), each route available per core's route manifest. Every page is a lazy chunk,
 * so this entry holds only route definitions.
 */
export default defineVertical({
  id: "retail",
  partnerTypes: ["retail"],
  createRoutes: (parent) => [...createCatalogRoutes(parent, "retail")],
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
});
