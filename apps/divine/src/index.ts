import { msg } from "@lingui/core/macro";
import type { Locale } from "@storefront/core/locale";
import { NAV_LINKS } from "@storefront/kit/layout";
import { defineVertical } from "@storefront/kit/vertical";
import { createDivineRoutes } from "./routes";

/**
 * The divine vertical (partner type divine): a temple's or a charity's offerings. The home lists
 * the offerings by category with "Offer" in place (no product pages, spec §2); an offering is made
 * for a name (or "myself") on a chosen day with an optional intention, kept on its cart line
 * (core's line `details`, so two names or two days are two lines). Its own cart and checkout
 * (spec §2: "divine has its own view") are composed from kit's blocks; `/complete` lists each
 * offering with its name and day; `/failure` is kit's. Every page is a lazy chunk.
 */
export default defineVertical({
  id: "divine",
  partnerTypes: ["divine"],
  createRoutes: (parent) => createDivineRoutes(parent),
  loadCatalog: async (locale: Locale) => (await import(`./locales/${locale}/messages.po`)).messages,
  nav: [{ id: "offerings", path: "/", label: msg`Offerings` }, NAV_LINKS.contact],
});
