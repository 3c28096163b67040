import type { Locale } from "@storefront/core/locale";
import { defineVertical } from "@storefront/kit/vertical";

/** The marketplace vertical (snachoo, adventure park): its routes are composed from kit's shared features (issue 6). */
export default defineVertical({
  id: "marketplace",
  partnerTypes: ["snachoo"],
  createRoutes: () => [],
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
});
