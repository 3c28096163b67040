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
