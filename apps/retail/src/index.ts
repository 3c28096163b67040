import type { Locale } from "@storefront/core/locale";
import { defineVertical } from "@storefront/kit/vertical";

/** The retail vertical: its routes are composed from kit's shared features (issue 6). */
export default defineVertical({
  id: "retail",
  partnerTypes: ["retail"],
  createRoutes: () => [],
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
});
