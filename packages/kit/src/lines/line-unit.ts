import type { CartLine } from "@storefront/core/cart";
import { type Locale, localizedText } from "@storefront/core/locale";

/** The unit a line is sold in (`Per kg`), localized, or null when it has none. */
export function lineUnitName(line: Pick<CartLine, "other_unit_price">, locale: Locale): string | null {
  const unit = line.other_unit_price;
  return unit ? localizedText(unit.name, unit.name_lang, locale) || null : null;
}
