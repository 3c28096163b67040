import type { Locale } from "@storefront/core/locale";
import type { FeatureCatalog, Messages } from "../i18n";

/** The feature catalogs of one mount: which its pages need, and which are loaded in each locale. */
export interface FeatureCatalogs {
  /** Remembers catalogs a page needs: every later activation of a locale loads them too. */
  want(catalogs: readonly FeatureCatalog[]): void;
  /** Every catalog wanted so far. */
  wanted(): FeatureCatalog[];
  /** Whether all of `catalogs` are loaded in `locale`. */
  has(locale: Locale, catalogs: readonly FeatureCatalog[]): boolean;
  /** Fetches the missing ones of `catalogs` in `locale` (once per catalog and locale; a failure is retried next time). */
  load(locale: Locale, catalogs: readonly FeatureCatalog[]): Promise<void>;
  /** The loaded feature messages of `locale`, merged (a fresh object: Lingui keeps what it is given). */
  messages(locale: Locale): Messages;
}

/** Creates the feature-catalog state of one mount (never module-global: mounts do not share it). */
export function createFeatureCatalogs(): FeatureCatalogs {
  const wanted = new Map<string, FeatureCatalog>();
  const fetches = new Map<string, Promise<Messages>>();
  const loaded = new Map<Locale, Map<string, Messages>>();
  const loadedIn = (locale: Locale) => {
    const catalogs = loaded.get(locale) ?? new Map<string, Messages>();
    loaded.set(locale, catalogs);
    return catalogs;
  };

  const fetchOnce = (catalog: FeatureCatalog, locale: Locale) => {
    const key = `${catalog.id}\n${locale}`;
    let fetch = fetches.get(key);
    if (!fetch) {
      fetch = catalog.load(locale).catch((error: unknown) => {
        fetches.delete(key);
        throw error;
      });
      fetches.set(key, fetch);
    }
    return fetch;
  };

  return {
    want(catalogs) {
      for (const catalog of catalogs) wanted.set(catalog.id, catalog);
    },
    wanted: () => [...wanted.values()],
    has: (locale, catalogs) => catalogs.every((catalog) => loaded.get(locale)?.has(catalog.id)),
    async load(locale, catalogs) {
      const missing = catalogs.filter((catalog) => !loaded.get(locale)?.has(catalog.id));
      const messages = await Promise.all(missing.map((catalog) => fetchOnce(catalog, locale)));
      for (const [index, catalog] of missing.entries())
        loadedIn(locale).set(catalog.id, messages[index] as Messages);
    },
    messages: (locale) => Object.assign({}, ...(loaded.get(locale)?.values() ?? [])),
  };
}
