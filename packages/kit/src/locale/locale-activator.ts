import type { Messages as CompiledMessages, I18n } from "@lingui/core";
import type { Locale } from "@storefront/core/locale";
import { applyDocumentLocale, type CatalogLoader, type FeatureCatalog, type Messages } from "../i18n";
import type { LabelOverride } from "../vertical";
import { createFeatureCatalogs } from "./feature-catalogs";
import { applyLabelOverrides } from "./label-overrides";

/** Activates locales on one mount's i18n instance. */
export interface LocaleActivator {
  /** The active locale. */
  current(): Locale;
  /**
   * Loads the catalogs of `locale` (lazily: each locale's chunks are fetched on first use) — the
   * mount's loaders and every feature catalog its pages have needed, so that the page on screen
   * re-renders fully translated — activates them, merges the vertical's wording and sets
   * `<html lang dir>`. Concurrent calls for the same locale share one activation; the last
   * requested locale wins.
   */
  ensure(locale: Locale): Promise<void>;
  /**
   * Loads feature catalogs (a lazy route's wording) into the active locale, once per catalog and
   * locale, and resolves when they are merged (the React tree re-renders). From then on every
   * activation of another locale loads them too. An activation in flight is waited for first.
   */
  ensureCatalogs(catalogs: readonly FeatureCatalog[]): Promise<void>;
  /** Whether every one of `catalogs` is in the active locale (false before the first activation). */
  hasCatalogs(catalogs: readonly FeatureCatalog[]): boolean;
  /** The feature catalogs the pages rendered so far needed (a server render hands them to the browser). */
  wantedCatalogs(): FeatureCatalog[];
}

export interface LocaleActivatorOptions {
  i18n: I18n;
  /** kit's, the shell's and the vertical's catalog loaders (later ones win on a shared id). */
  loaders: readonly CatalogLoader[];
  /** The mounted vertical's wording (`VerticalDefinition.labels`; spec §4: a restaurant's 'checkout'). */
  labels?: readonly LabelOverride[];
  /** The document's root element, whose `lang` and `dir` follow the locale. */
  root?: HTMLElement | null;
}

/** Creates the activator of one mount. */
export function createLocaleActivator({
  i18n,
  loaders,
  labels,
  root,
}: LocaleActivatorOptions): LocaleActivator {
  let pending: { locale: Locale; promise: Promise<void> } | null = null;
  let latest: Locale | null = null;
  const activated = () => (i18n.locale as Locale) || null;
  const features = createFeatureCatalogs();
  const loaded = new Map<Locale, Messages>();

  // Feature catalogs lie under the mount's loaders, so the shell and the vertical still override
  // kit's wording; the vertical's label overrides go on top of everything, after every merge.
  const install = (locale: Locale) => {
    const messages: Messages = { ...features.messages(locale), ...loaded.get(locale) };
    // Compiled by the Lingui Vite plugin: the shape Lingui expects.
    i18n.load(locale, messages as CompiledMessages);
  };

  return {
    current: () => activated() ?? "en",
    ensure(locale) {
      latest = locale;
      if (pending?.locale === locale) return pending.promise;
      if (!pending && activated() === locale) {
        if (root) applyDocumentLocale(root, locale);
        return Promise.resolve();
      }
      const promise = (async () => {
        const [catalogs] = await Promise.all([
          Promise.all(loaders.map((load) => load(locale))),
          features.load(locale, features.wanted()),
        ]);
        // A later request for another locale overtook this one: leave the catalogs loaded, activate nothing.
        if (latest !== locale) return;
        loaded.set(locale, Object.assign({}, ...catalogs));
        install(locale);
        i18n.activate(locale);
        applyLabelOverrides(i18n, labels);
        if (root) applyDocumentLocale(root, locale);
      })().finally(() => {
        if (pending?.promise === promise) pending = null;
      });
      pending = { locale, promise };
      return promise;
    },
    wantedCatalogs: () => features.wanted(),
    hasCatalogs(catalogs) {
      const locale = activated();
      return locale !== null && features.has(locale, catalogs);
    },
    async ensureCatalogs(catalogs) {
      features.want(catalogs);
      // An activation that started before `want` does not know these catalogs: let it finish, then
      // load them into the locale it activated. (One that starts later loads them itself.)
      while (pending) await pending.promise.catch(() => undefined);
      const locale = activated();
      // Nothing active yet: the first activation loads every wanted catalog.
      if (!locale || features.has(locale, catalogs)) return;
      await features.load(locale, catalogs);
      if (activated() !== locale) return;
      install(locale);
      applyLabelOverrides(i18n, labels);
    },
  };
}
