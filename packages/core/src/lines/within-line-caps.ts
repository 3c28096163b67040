import type { CartLine } from "../contracts/cart-line.js";
import { LINE_CAPS } from "./caps.js";

/**
 * True when a line keeps within `LINE_CAPS` and the rules `cartLineSchema` leaves out: every string
 * (ids, names, localised names, option texts) short enough, a quantity not oversized, no negative
 * price, a non-empty product id.
 */
export function withinLineCaps(line: CartLine): boolean {
  const strings: unknown[] = [];
  for (const value of Object.values(line)) {
    if (typeof value === "string") strings.push(value);
  }
  for (const map of [line.name_lang, line.category_name_lang, line.other_unit_price?.name_lang]) {
    if (map) strings.push(...Object.values(map));
  }
  if (line.other_unit_price) strings.push(line.other_unit_price.id, line.other_unit_price.name);
  for (const option of line.options ?? []) {
    strings.push(option.group_id, option.option_id, option.name, ...Object.values(option.name_lang ?? {}));
  }
  return (
    strings.every((value) => typeof value !== "string" || value.length <= LINE_CAPS.maxStringChars) &&
    line.qty <= LINE_CAPS.maxQty &&
    line.price >= 0 &&
    (line.options ?? []).every((option) => option.price >= 0) &&
    line.product_id.length > 0
  );
}
