import type { I18n } from "@lingui/core";
import type { PartnerType } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { activateLocale, applyDocumentLocale, type CatalogLoader } from "../i18n";
import { mergePartnerLabels } from "./partner-labels";

/** Activates locales on one mount's i18n instance. */
export interface LocaleActivator {
  /** The active locale. */
  current(): Locale;
  /**
   * Loads the catalogs of `locale` (lazily: each locale's chunks are fetched on first use),
   * activates them, merges the partner type's wording and sets `<html lang dir>`. Concurrent calls
   * for the same locale share one activation; the last requested locale wins.
   */
  ensure(locale: Locale): Promise<void>;
}

export interface LocaleActivatorOptions {
  i18n: I18n;
  /** kit's, the shell's and the vertical's catalog loaders (later ones win on a shared id). */
  loaders: readonly CatalogLoader[];
  /** The partner's type, for its wording (spec §4: restaurant 'checkout'). */
  partnerType?: PartnerType | null;
  /** The document's root element, whose `lang` and `dir` follow the locale. */
  root?: HTMLElement | null;
}

/** Creates the activator of one mount. */
export function createLocaleActivator({
  i18n,
  loaders,
  partnerType,
  root,
}: LocaleActivatorOptions): LocaleActivator {
  let pending: { locale: Locale; promise: Promise<void> } | null = null;
  let latest: Locale | null = null;
  const activated = () => (i18n.locale as Locale) || null;

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
        const catalogs = loaders.map((load) => () => load(locale));
        const messages = await Promise.all(catalogs.map((load) => load()));
        // A later request for another locale overtook this one: leave the catalogs loaded, activate nothing.
        if (latest !== locale) return;
        await activateLocale(
          i18n,
          locale,
          messages.map((loaded) => async () => loaded),
        );
        mergePartnerLabels(i18n, partnerType);
        if (root) applyDocumentLocale(root, locale);
      })().finally(() => {
        if (pending?.promise === promise) pending = null;
      });
      pending = { locale, promise };
      return promise;
    },
  };
}
