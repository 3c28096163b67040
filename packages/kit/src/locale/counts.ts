import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/**
 * "1 item", "3 items" — in Arabic all six plural forms (zero, one, two, few, many, other): spec §9,
 * "plural forms depend on count". For the cart and wishlist counters and any "n items" label.
 */
export function itemCountMessage(count: number): MessageDescriptor {
  return msg`${plural(count, { one: "# item", other: "# items" })}`;
}

/** The item count label in the active locale of `i18n`. */
export function formatItemCount(i18n: I18n, count: number): string {
  return i18n._(itemCountMessage(count));
}
