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

/** A catalog's compiled messages in each locale, each a lazy module of its own. */
type CatalogFiles = Record<Locale, () => Promise<{ messages: Messages }>>;

// Every import names its file literally (no template): any bundler — the apps' Vite, the library
// build, a consumer's — then emits exactly one chunk per catalog and locale, and kit's published
// build can compile each `.po` to a JavaScript module. A new locale fails the type check until its
// files are listed here. Where the messages come from: `lingui.config.ts`.
const fromFiles =
  (files: CatalogFiles): CatalogLoader =>
  async (locale) =>
    (await files[locale]()).messages;

/** kit's `common` catalog — what any page can render (layout, errors, pages); the mount loads it first. */
export const loadKitCatalog: CatalogLoader = fromFiles({
  en: () => import("../locales/common/en/messages.po"),
  ar: () => import("../locales/common/ar/messages.po"),
});

/** kit's feature catalogs; each route factory ensures its feature's. */
export const kitCatalogs = {
  catalog: {
    id: "kit/catalog",
    load: fromFiles({
      en: () => import("../locales/catalog/en/messages.po"),
      ar: () => import("../locales/catalog/ar/messages.po"),
    }),
  },
  /** The product page's extras (kit/product): the lightbox, the sticky bar, the rails. */
  product: {
    id: "kit/product",
    load: fromFiles({
      en: () => import("../locales/product/en/messages.po"),
      ar: () => import("../locales/product/ar/messages.po"),
    }),
  },
  cart: {
    id: "kit/cart",
    load: fromFiles({
      en: () => import("../locales/cart/en/messages.po"),
      ar: () => import("../locales/cart/ar/messages.po"),
    }),
  },
  wishlist: {
    id: "kit/wishlist",
    load: fromFiles({
      en: () => import("../locales/wishlist/en/messages.po"),
      ar: () => import("../locales/wishlist/ar/messages.po"),
    }),
  },
  checkout: {
    id: "kit/checkout",
    load: fromFiles({
      en: () => import("../locales/checkout/en/messages.po"),
      ar: () => import("../locales/checkout/ar/messages.po"),
    }),
  },
  account: {
    id: "kit/account",
    load: fromFiles({
      en: () => import("../locales/account/en/messages.po"),
      ar: () => import("../locales/account/ar/messages.po"),
    }),
  },
  /**
   * The auth dialog, the reset-password page and the overlays: loaded with their code when one is
   * due (`useLazyModuleWhen`), by the reset-password route's loader, never before the first render.
   */
  dialogs: {
    id: "kit/dialogs",
    load: fromFiles({
      en: () => import("../locales/dialogs/en/messages.po"),
      ar: () => import("../locales/dialogs/ar/messages.po"),
    }),
  },
} as const satisfies Record<string, FeatureCatalog>;

/** The wording of kit's lazy dialogs and overlays, as `useLazyModuleWhen` takes it (one constant). */
export const dialogCatalogs: readonly FeatureCatalog[] = [kitCatalogs.dialogs];

/** Every kit catalog, common first: for tests that render pages outside their routes. */
export const loadEveryKitCatalog: CatalogLoader = async (locale) =>
  Object.assign(
    {},
    ...(await Promise.all(
      [loadKitCatalog, ...Object.values(kitCatalogs).map((c) => c.load)].map((load) => load(locale)),
    )),
  );
