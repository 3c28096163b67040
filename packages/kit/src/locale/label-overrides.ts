import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "@storefront/core/locale";
import type { LabelOverride } from "../vertical";

/**
 * The 'Checkout' label (the cart's button, the checkout page's title). Every feature uses this one
 * descriptor, so a vertical can reword it in one place (its `labels`; spec §4: a restaurant's
 * English 'checkout' label is merged — docs/decisions/0003-restaurant-checkout-label.md).
 */
export const checkoutLabel = msg`Checkout`;

/**
 * Merges a vertical's wording (`VerticalDefinition.labels`) into the active catalog: for each
 * override of the active locale, the translation of `with` replaces the one of `replace`. Call it
 * after every activation and merge (they reload the catalogs). A wording missing from the loaded
 * catalogs changes nothing.
 */
export function applyLabelOverrides(i18n: I18n, overrides: readonly LabelOverride[] | undefined): void {
  const locale = i18n.locale as Locale;
  for (const override of overrides ?? []) {
    if (override.locales && !override.locales.includes(locale)) continue;
    const wording = i18n.messages[override.with.id];
    if (wording !== undefined) i18n.load(locale, { [override.replace.id]: wording });
  }
}
