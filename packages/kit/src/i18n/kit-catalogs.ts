import type { Locale } from "@storefront/core/locale";

/** A compiled Lingui catalog, as the Lingui Vite plugin produces from a `.po` import. */
export type Messages = Record<string, unknown>;

/** Loads one package's catalog for a locale; every package that has messages provides one. */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * A catalog that a lazy route loads with its page (`ensureCatalogs` in its loader), rather than
 * before the first render. `id` names it in the mount's cache: one fetch per catalog and locale.
 */
export interface FeatureCatalog {
  readonly id: string;
  readonly load: CatalogLoader;
}

// Each loader names its folder literally, so the bundler emits one chunk per catalog and locale
// (a template over the feature name too would make every feature's chunks candidates of each call).
// Where the messages come from: `lingui.config.ts`.

/** kit's `common` catalog — what any page can render (layout, dialogs, errors, pages); the mount loads it first. */
export const loadKitCatalog: CatalogLoader = async (locale) =>
  (await import(`../locales/common/${locale}/messages.po`)).messages as Messages;

/** kit's feature catalogs; each route factory ensures its feature's. */
export const kitCatalogs = {
  catalog: {
    id: "kit/catalog",
    load: async (locale) => (await import(`../locales/catalog/${locale}/messages.po`)).messages as Messages,
  },
  cart: {
    id: "kit/cart",
    load: async (locale) => (await import(`../locales/cart/${locale}/messages.po`)).messages as Messages,
  },
  wishlist: {
    id: "kit/wishlist",
    load: async (locale) => (await import(`../locales/wishlist/${locale}/messages.po`)).messages as Messages,
  },
  checkout: {
    id: "kit/checkout",
    load: async (locale) => (await import(`../locales/checkout/${locale}/messages.po`)).messages as Messages,
  },
  account: {
    id: "kit/account",
    load: async (locale) => (await import(`../locales/account/${locale}/messages.po`)).messages as Messages,
  },
} as const satisfies Record<string, FeatureCatalog>;

/** Every kit catalog, common first: for tests that render pages outside their routes. */
export const loadEveryKitCatalog: CatalogLoader = async (locale) =>
  Object.assign(
    {},
    ...(await Promise.all(
      [loadKitCatalog, ...Object.values(kitCatalogs).map((c) => c.load)].map((load) => load(locale)),
    )),
  );
