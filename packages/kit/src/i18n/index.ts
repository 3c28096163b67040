import { type I18n, setupI18n } from "@lingui/core";
import { directionOf, type Locale } from "@storefront/core/locale";
import type { CatalogLoader } from "./kit-catalogs";

export {
  type FeatureCatalogAccess,
  FeatureCatalogsContext,
  useFeatureCatalogs,
} from "./feature-catalogs-context";
export {
  type CatalogLoader,
  dialogCatalogs,
  type FeatureCatalog,
  kitCatalogs,
  loadEveryKitCatalog,
  loadKitCatalog,
  type Messages,
} from "./kit-catalogs";
export { kitMessages } from "./messages";

/** Creates an i18n instance; one per mounted app, never a module-global shared across partners. */
export function createI18n(): I18n {
  return setupI18n();
}

/**
 * Loads every catalog for `locale` (later loaders win on a shared id) and activates it.
 * The catalogs of kit (`common`), the shell and the mounted vertical are merged into one instance;
 * kit's feature catalogs come with their routes (`LocaleActivator.ensureCatalogs`).
 */
export async function activateLocale(i18n: I18n, locale: Locale, loaders: readonly CatalogLoader[]) {
  const catalogs = await Promise.all(loaders.map((load) => load(locale)));
  i18n.load(locale, Object.assign({}, ...catalogs));
  i18n.activate(locale);
}

/**
 * Sets `<html lang dir>` for a locale (spec §4: default ltr, en). Only what differs is written:
 * writing even the same value makes the browser restyle the whole page (a server-rendered page
 * already has both right, and its boot paid ~35 ms of a phone's main thread for nothing).
 */
export function applyDocumentLocale(root: HTMLElement, locale: Locale) {
  const dir = directionOf(locale);
  if (root.getAttribute("lang") !== locale) root.lang = locale;
  if (root.getAttribute("dir") !== dir) root.dir = dir;
}
