import type { CatalogLoader, Messages } from "@storefront/kit/i18n";

/** The shell's own catalog (compiled from `.po` by the Lingui Vite plugin). */
export const loadShellCatalog: CatalogLoader = async (locale) => {
  const { messages } = await import(`./locales/${locale}/messages.po`);
  return messages as Messages;
};
