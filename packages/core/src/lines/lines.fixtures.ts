// Test-only arbitraries shared by the line tests (excluded from the build and the package).
import { fc } from "@fast-check/vitest";
import type { CartLine } from "../contracts/cart-line.js";

const text = fc.string({ minLength: 1, maxLength: 12 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const price = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);

/** A valid normalised line; ids come from a small pool so duplicates and matches happen. */
export const lineArb: fc.Arbitrary<CartLine> = fc
  .record({
    product_id: fc.constantFrom("p1", "p2", "p3", "p4", "p5"),
    variant_id: maybe(fc.constantFrom("v1", "v2")),
    qty: fc.integer({ min: 1, max: 50 }),
    sku: maybe(fc.option(text, { nil: null })),
    name: text,
    name_lang: maybe(fc.record({ en: text, ar: text })),
    price,
    price_inc: maybe(price),
    category_id: maybe(text),
    other_unit_price: maybe(
      fc.record({ id: fc.constantFrom("kg", "box"), name: maybe(text), multiplier: maybe(fc.constant(2)) }),
    ),
    business_id: maybe(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant("b1"))),
    is_digital: maybe(fc.boolean()),
  })
  .map((line) => {
    const clean: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(line)) if (value !== undefined) clean[key] = value;
    if (line.other_unit_price) {
      const unit: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(line.other_unit_price))
        if (value !== undefined) unit[key] = value;
      clean.other_unit_price = unit;
    }
    return clean as CartLine;
  });

/** A list of valid lines with unique keys (what a store can hold). */
export const uniqueLinesArb: fc.Arbitrary<CartLine[]> = fc.uniqueArray(lineArb, {
  maxLength: 8,
  selector: (line) => `${line.product_id}|${line.other_unit_price?.id ?? ""}`,
});

// Near-valid records, for the tests proving the zod-free line checks agree with the schemas: the
// right keys, mostly with values the schema accepts, sometimes a value of any type, required keys
// sometimes missing, unknown keys mixed in.

/** A value of any type a field may wrongly hold (numeric strings included: `normaliseLine` reads them). */
export const anyFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -2, max: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, "12.50", " 3 ", "", "-1"),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

/** Mostly a value of `valid`, sometimes anything. */
export const mostly = (valid: fc.Arbitrary<unknown>, weight = 20): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight }, { arbitrary: anyFieldValue, weight: 1 });

/** A record of the model's fields (required ones sometimes missing) with a few unknown keys. */
export function nearRecord(
  model: Record<string, fc.Arbitrary<unknown>>,
  requiredKeys: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom("extra", "_id", "self", "note"), anyFieldValue, { maxKeys: 1 }),
      fc.record(model, { requiredKeys }),
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...requiredKeys, "none") },
      ),
    )
    .map(([extra, record, dropped]) => {
      const merged: Record<string, unknown> = { ...extra, ...record };
      if (dropped !== null) delete merged[dropped];
      return merged;
    });
}

/** Strings of every length that matters, an oversized one (past `LINE_CAPS.maxStringChars`) now and then. */
const anyText = fc.oneof(
  { weight: 12, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constant("x".repeat(2_049)) },
);
const anyNumber = fc.oneof(
  fc.integer({ min: -3, max: 100_001 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 1e6 }),
);
const optionalText = fc.oneof(anyText, fc.constant(null));
const optionalNumber = fc.oneof(anyNumber, fc.constant(null));
const localizedText = fc.dictionary(
  fc.constantFrom("en", "ar", "fr", "__proto__", "constructor"),
  mostly(fc.string({ maxLength: 5 })),
  { maxKeys: 3 },
);

/** A detail text around its limit once trimmed, padded with spaces or not. */
const detailText = (limit: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 6 }) },
    fc
      .tuple(
        fc.constantFrom("", " ", "\n "),
        fc.integer({ min: limit - 2, max: limit + 1 }),
        fc.constantFrom("", " "),
      )
      .map(([before, length, after]) => `${before}${"n".repeat(length)}${after}`),
    fc.constantFrom("", "  ", " x "),
  );
const pad = (value: number, width: number) => String(value).padStart(width, "0");
/** `YYYY-MM-DD`-ish days, real and not (month 13, Feb 29 of non-leap years, other layouts). */
const dayText = fc.oneof(
  { weight: 6, arbitrary: fc.constant("2026-12-01") },
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  fc.constantFrom(
    "2024-02-29",
    "2023-02-29",
    "1900-02-29",
    "2000-02-29",
    "0000-02-29",
    "2026-1-01",
    "tomorrow",
  ),
  fc.constantFrom("2026-12-01 ", "2026-12-01\n", "+2026-12-01", "2026-12-01T00:00"),
);

export const nearDetails = nearRecord({
  note: mostly(detailText(200)),
  for_name: mostly(detailText(80)),
  date: mostly(dayText),
});

export const nearOption = nearRecord(
  {
    group_id: mostly(anyText),
    option_id: mostly(anyText),
    name: mostly(anyText),
    name_lang: mostly(fc.oneof(localizedText, fc.constant(null))),
    price: mostly(anyNumber),
  },
  ["group_id", "option_id", "name", "price"],
);

const nearOptions = fc.oneof(
  { weight: 12, arbitrary: fc.array(nearOption, { maxLength: 2 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 19, max: 22 })
      .chain((n) => fc.array(nearOption, { minLength: n, maxLength: n })),
  },
);

const nearUnit = nearRecord(
  {
    id: mostly(anyText),
    name: mostly(anyText),
    name_lang: mostly(localizedText),
    price: mostly(anyNumber),
    multiplier: mostly(anyNumber),
  },
  ["id"],
);

/** A near-valid normalised line: every field of `cartLineSchema`. */
export const nearLineArb = nearRecord(
  {
    product_id: mostly(anyText),
    variant_id: mostly(optionalText),
    qty: mostly(
      fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 50 }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53, 99_999, 100_000) },
      ),
    ),
    sku: mostly(optionalText),
    size: mostly(optionalText),
    attr_name: mostly(optionalText),
    attr_slug: mostly(optionalText),
    outer_product_id: mostly(optionalText),
    outer_variant_id: mostly(optionalText),
    multiplier: mostly(optionalNumber),
    stock: mostly(optionalNumber),
    image: mostly(optionalText),
    product_img: mostly(optionalText),
    name: mostly(anyText),
    name_lang: mostly(fc.oneof(localizedText, fc.constant(null))),
    price: mostly(anyNumber),
    price_inc: mostly(optionalNumber),
    old_price: mostly(optionalNumber),
    tax_rate: mostly(optionalNumber),
    category_name: mostly(optionalText),
    category_name_lang: mostly(fc.oneof(localizedText, fc.constant(null))),
    category_id: mostly(optionalText),
    other_unit_price: mostly(fc.oneof(nearUnit, fc.constant(null))),
    business_id: mostly(fc.oneof(anyText, anyNumber)),
    is_digital: mostly(fc.boolean()),
    options: mostly(nearOptions),
    details: mostly(fc.oneof(nearDetails, fc.constant(null))),
    visit_date: mostly(fc.oneof(dayText, fc.constant(null))),
  },
  ["product_id", "qty", "name", "price"],
);

const sourceId = fc.oneof(
  anyText,
  fc.integer({ min: 0, max: 99 }),
  anyText.map(($oid) => ({ $oid })),
);

/** A near-valid record in the source shape (`self`, `price_master`, `variants`, `attributes`, `category`). */
export const nearSourceLineArb = nearRecord({
  _id: mostly(sourceId),
  qty: mostly(fc.integer({ min: 1, max: 5 })),
  self: mostly(
    nearRecord(
      {
        _id: mostly(sourceId),
        name: mostly(anyText),
        name_lang: mostly(localizedText),
        sku: mostly(anyText),
        f_image: mostly(anyText),
        default_variant_id: mostly(fc.constantFrom("v1", "v2")),
        business_id: mostly(fc.oneof(anyText, anyNumber)),
        is_digital: mostly(fc.boolean()),
        other_unit_price: mostly(nearUnit),
      },
      ["_id", "name"],
    ),
  ),
  price_master: mostly(
    nearRecord({ price: mostly(fc.oneof(anyNumber, fc.constant("12.50"))), price_inc: mostly(anyNumber) }, [
      "price",
    ]),
  ),
  variants: mostly(
    fc.array(
      nearRecord({ _id: mostly(fc.constantFrom("v1", "v2")), sku: mostly(anyText), size: mostly(anyText) }),
      {
        maxLength: 2,
      },
    ),
  ),
  category: mostly(
    nearRecord({ _id: mostly(sourceId), name: mostly(anyText), name_lang: mostly(localizedText) }),
  ),
  options: mostly(nearOptions),
  details: mostly(nearDetails),
});
