import { type I18n, setupI18n } from "@lingui/core";
import { directionOf, type Locale } from "@storefront/core/locale";

/** A compiled Lingui catalog, as the Lingui Vite plugin produces from a `.po` import. */
export type Messages = Record<string, unknown>;

/** Loads one package's catalog for a locale; every package that has messages provides one. */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** kit's own catalog loader (the Lingui Vite plugin compiles the `.po` file on import). */
export const loadKitCatalog: CatalogLoader = async (locale) => {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  return messages as Messages;
};

/** Creates an i18n instance; one per mounted app, never a module-global shared across partners. */
export function createI18n(): I18n {
  return setupI18n();
}

/**
 * Loads every catalog for `locale` (later loaders win on a shared id) and activates it.
 * The catalogs of kit, the shell and the mounted vertical are merged into one instance.
 */
export async function activateLocale(i18n: I18n, locale: Locale, loaders: readonly CatalogLoader[]) {
  const catalogs = await Promise.all(loaders.map((load) => load(locale)));
  i18n.load(locale, Object.assign({}, ...catalogs));
  i18n.activate(locale);
}

/** Sets `<html lang dir>` for a locale (spec §4: default ltr, en). */
export function applyDocumentLocale(root: HTMLElement, locale: Locale) {
  root.lang = locale;
  root.dir = directionOf(locale);
}
