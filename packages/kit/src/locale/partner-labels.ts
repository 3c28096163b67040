import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PartnerType } from "@storefront/core/contracts/partner";

/**
 * The 'Checkout' label (the cart's button, the checkout page's title). Every feature uses this one
 * descriptor, so a partner type can reword it in one place.
 */
export const checkoutLabel = msg`Checkout`;

/**
 * The English 'Checkout' label of a restaurant partner (spec §4: "for a restaurant-type site the
 * English 'checkout' label is merged"): a diner places an order, they do not "check out"
 * (docs/decisions/0003-restaurant-checkout-label.md).
 */
export const restaurantCheckoutLabel = msg`Place order`;

/**
 * Merges the partner type's wording into the active catalog. Call it after every activation (an
 * activation reloads the catalogs). Only English is reworded, as the spec says; Arabic keeps its
 * translation of 'Checkout'.
 */
export function mergePartnerLabels(i18n: I18n, partnerType: PartnerType | null | undefined): void {
  if (partnerType !== "restaurant" || i18n.locale !== "en") return;
  const wording = i18n.messages[restaurantCheckoutLabel.id];
  if (wording !== undefined) i18n.load("en", { [checkoutLabel.id]: wording });
}
