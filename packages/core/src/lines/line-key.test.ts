import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../contracts/cart-line.js";
import { lineKeyString, sameLine } from "./line-key.js";
import { reduceLines } from "./line-reducer.js";
import { lineArb } from "./lines.fixtures.js";

const size = (option_id: string, price = 0) => ({ group_id: "size", option_id, name: option_id, price });
const coffee: CartLine = { product_id: "7", name: "Coffee", price: 8, qty: 1 };
const large: CartLine = { ...coffee, price: 11, options: [size("large", 3)] };

describe("line identity", () => {
  it("keeps the plain key for plain lines: product, variant, unit", () => {
    expect(lineKeyString(coffee)).toBe('["7",null,null]');
    expect(lineKeyString({ ...coffee, other_unit_price: { id: "kg" } })).toBe('["7",null,"kg"]');
    expect(lineKeyString({ ...coffee, variant_id: "70" })).toBe('["7","70",null]');
    // Empty options and empty details are a plain line.
    expect(lineKeyString({ ...coffee, options: [], details: {} })).toBe('["7",null,null]');
  });

  it("tells lines apart by options, in any order, and by details", () => {
    expect(sameLine(coffee, large)).toBe(false);
    const moreLarge: CartLine = { ...large, qty: 4 };
    expect(sameLine(large, moreLarge)).toBe(true);
    const both = { ...coffee, options: [size("large"), { ...size("oat"), group_id: "milk" }] };
    const reversed = { ...coffee, options: [{ ...size("oat"), group_id: "milk" }, size("large")] };
    expect(sameLine(both, reversed)).toBe(true);
    expect(sameLine(coffee, { ...coffee, details: { note: "no sugar" } })).toBe(false);
    expect(
      sameLine({ ...coffee, details: { note: " no sugar " } }, { ...coffee, details: { note: "no sugar" } }),
    ).toBe(true);
    expect(
      sameLine({ ...coffee, details: { for_name: "Sara" } }, { ...coffee, details: { for_name: "Omar" } }),
    ).toBe(false);
    expect(
      sameLine(
        { ...coffee, details: { date: "2026-12-01" } },
        { ...coffee, details: { date: "2026-12-02" } },
      ),
    ).toBe(false);
  });

  it("makes a line with other options a second line in the cart, and qty 0 removes only that one", () => {
    let lines = reduceLines([], { type: "set", line: coffee });
    lines = reduceLines(lines, { type: "set", line: large });
    lines = reduceLines(lines, { type: "set", line: { ...coffee, details: { note: "hot" }, qty: 2 } });
    expect(lines).toHaveLength(3);
    lines = reduceLines(lines, { type: "set", line: { ...large, qty: 0 } });
    expect(lines.map((line) => line.options?.[0]?.option_id ?? line.details?.note ?? "plain")).toEqual([
      "plain",
      "hot",
    ]);
  });

  test.prop([lineArb, lineArb])("sameLine is exactly equality of keys, and symmetric", (a, b) => {
    expect(sameLine(a, b)).toBe(lineKeyString(a) === lineKeyString(b));
    expect(sameLine(a, b)).toBe(sameLine(b, a));
  });

  test.prop([lineArb, fc.array(fc.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 3 })])(
    "adding options never keeps a line equal to its plain self",
    (line, ids) => {
      const withOptions = { ...line, options: ids.map((id) => size(id)) };
      expect(sameLine(line, withOptions)).toBe(false);
    },
  );
});
