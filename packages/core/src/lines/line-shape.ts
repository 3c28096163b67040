import type { CartLine, LineDetails } from "../contracts/cart-line.js";
import {
  anyOf,
  arrayOf,
  type Check,
  hasFields,
  isBoolean,
  isNumber,
  isText,
  nullable,
  optional,
  recordOf,
} from "../contracts/field-checks.js";
import { LINE_DETAIL_LIMITS } from "../contracts/line-detail-limits.js";

// The zod-free twins of `cartLineSchema` and `lineDetailsSchema` (contracts/cart-line.ts): stored
// lines are read before the first render, where loading zod would cost the first load ~18 kB and
// its schema building the main thread. line-shape.test.ts proves each accepts what its schema does.

const localizedText = recordOf(isText);
const optionalText = optional(nullable(isText));
const optionalNumber = optional(nullable(isNumber));

/** A string that is 1 to `max` characters long once trimmed (`z.trim()`, `z.minLength(1)`, `z.maxLength`). */
const trimmedText =
  (max: number): Check =>
  (value) =>
    typeof value === "string" && value.trim().length >= 1 && value.trim().length <= max;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `z.iso.date()`: a real calendar day written `YYYY-MM-DD` (Gregorian leap years). */
const isIsoDate: Check = (value) => {
  const match = typeof value === "string" ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
};

const otherUnitPrice = hasFields({
  id: isText,
  name: optional(isText),
  name_lang: optional(localizedText),
  price: optional(isNumber),
  multiplier: optional(isNumber),
} satisfies Record<keyof NonNullable<CartLine["other_unit_price"]>, Check>);

const lineOption = hasFields({
  group_id: isText,
  option_id: isText,
  name: isText,
  name_lang: optional(nullable(localizedText)),
  price: isNumber,
} satisfies Record<keyof NonNullable<CartLine["options"]>[number], Check>);

const lineDetails = hasFields({
  note: optional(trimmedText(LINE_DETAIL_LIMITS.note)),
  for_name: optional(trimmedText(LINE_DETAIL_LIMITS.forName)),
  date: optional(isIsoDate),
} satisfies Record<keyof LineDetails, Check>);

const cartLine = hasFields({
  product_id: isText,
  variant_id: optionalText,
  qty: (value) => typeof value === "number" && Number.isSafeInteger(value) && value > 0,
  sku: optionalText,
  size: optionalText,
  attr_name: optionalText,
  attr_slug: optionalText,
  outer_product_id: optionalText,
  outer_variant_id: optionalText,
  multiplier: optionalNumber,
  stock: optionalNumber,
  image: optionalText,
  product_img: optionalText,
  name: isText,
  name_lang: optional(nullable(localizedText)),
  price: isNumber,
  price_inc: optionalNumber,
  old_price: optionalNumber,
  tax_rate: optionalNumber,
  category_name: optionalText,
  category_name_lang: optional(nullable(localizedText)),
  category_id: optionalText,
  other_unit_price: optional(nullable(otherUnitPrice)),
  business_id: optional(anyOf(isText, isNumber)),
  is_digital: optional(isBoolean),
  options: optional(arrayOf(lineOption, LINE_DETAIL_LIMITS.options)),
  details: optional(nullable(lineDetails)),
  visit_date: optional(nullable(isIsoDate)),
} satisfies Record<keyof CartLine, Check>);

/** True for a real calendar day written `YYYY-MM-DD` (what `z.iso.date()` accepts). */
export function isIsoDay(value: unknown): value is string {
  return isIsoDate(value);
}

/** True when `lineDetailsSchema` accepts the value (note and name are judged once trimmed). */
export function isLineDetails(value: unknown): value is LineDetails {
  return lineDetails(value);
}

/**
 * True when `cartLineSchema` accepts the value. It does not strip unknown keys as zod would: give it
 * records holding the line's fields only (as `normaliseLine` builds them).
 */
export function isCartLine(value: unknown): value is CartLine {
  return cartLine(value);
}
