import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../contracts/cart-line.js";
import { LINE_CAPS } from "./caps.js";
import { lineKeyString, sameLine } from "./line-key.js";
import { reduceLines, toLines } from "./line-reducer.js";
import { lineArb, uniqueLinesArb } from "./lines.fixtures.js";

const tea: CartLine = { product_id: "tea", name: "Tea", price: 2, qty: 1 };
const teaKg: CartLine = { ...tea, other_unit_price: { id: "kg" }, qty: 3 };

describe("reduceLines", () => {
  it("adds a new line, replaces a matching one in place, removes on qty 0", () => {
    let lines = reduceLines([], { type: "set", line: tea });
    lines = reduceLines(lines, { type: "set", line: teaKg });
    expect(lines).toEqual([tea, teaKg]);
    lines = reduceLines(lines, { type: "set", line: { ...tea, qty: 5 } });
    expect(lines).toEqual([{ ...tea, qty: 5 }, teaKg]);
    lines = reduceLines(lines, { type: "set", line: { ...teaKg, qty: 0 } });
    expect(lines).toEqual([{ ...tea, qty: 5 }]);
  });

  it("matches on product_id, the variant and the other-unit-price id (issue 17: variants too)", () => {
    const small = { ...tea, variant_id: "128gb" };
    const large = { ...tea, variant_id: "256gb", qty: 2 };
    const lines = reduceLines([small], { type: "set", line: large });
    expect(lines).toEqual([small, large]);
    expect(reduceLines(lines, { type: "set", line: { ...large, qty: 4 } })).toEqual([
      small,
      { ...large, qty: 4 },
    ]);
    expect(reduceLines(lines, { type: "remove", key: { product_id: "tea", variant_id: "128gb" } })).toEqual([
      large,
    ]);
    expect(sameLine(tea, teaKg)).toBe(false);
    expect(sameLine(tea, small)).toBe(false);
    expect(sameLine(teaKg, { product_id: "tea", other_unit_price: { id: "kg" } })).toBe(true);
    expect(
      sameLine(
        { ...teaKg, variant_id: "v" },
        { product_id: "tea", variant_id: "v", other_unit_price: { id: "kg" } },
      ),
    ).toBe(true);
  });

  it("ignores negative, fractional, non-finite and oversized quantities (same array back)", () => {
    const lines = [tea];
    for (const qty of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, LINE_CAPS.maxQty + 1]) {
      expect(reduceLines(lines, { type: "set", line: { ...tea, qty } })).toBe(lines);
    }
  });

  it("ignores an invalid line and a removal of a missing line", () => {
    const lines = [tea];
    expect(reduceLines(lines, { type: "set", line: { ...tea, product_id: "x", price: -5 } })).toBe(lines);
    expect(reduceLines(lines, { type: "remove", key: { product_id: "nope" } })).toBe(lines);
    expect(reduceLines(lines, { type: "set", line: { ...tea, product_id: "nope", qty: 0 } })).toBe(lines);
  });

  it("removes and clears", () => {
    expect(reduceLines([tea, teaKg], { type: "remove", key: teaKg })).toEqual([tea]);
    expect(reduceLines([tea], { type: "clear" })).toEqual([]);
    const empty: CartLine[] = [];
    expect(reduceLines(empty, { type: "clear" })).toBe(empty);
  });

  it("caps the number of lines", () => {
    const many = Array.from({ length: LINE_CAPS.maxLines + 5 }, (_, i) => ({ ...tea, product_id: `p${i}` }));
    const lines = toLines(many);
    expect(lines).toHaveLength(LINE_CAPS.maxLines);
    expect(reduceLines(lines, { type: "set", line: { ...tea, product_id: "extra" } })).toBe(lines);
  });

  it("replace drops invalid records and keeps the last of duplicates in the first's place", () => {
    const lines = reduceLines([], {
      type: "replace",
      lines: [tea, { junk: true }, teaKg, { ...tea, qty: 9 }, null],
    });
    expect(lines).toEqual([{ ...tea, qty: 9 }, teaKg]);
  });

  test.prop([uniqueLinesArb, lineArb])(
    "adding a new line then removing it gives the original",
    (lines, line) => {
      fc.pre(!lines.some((existing) => sameLine(existing, line)));
      const added = reduceLines(lines, { type: "set", line });
      expect(added).toHaveLength(lines.length + 1);
      expect(reduceLines(added, { type: "set", line: { ...line, qty: 0 } })).toEqual(lines);
    },
  );

  test.prop([fc.array(fc.tuple(lineArb, fc.integer({ min: 0, max: 5 })), { maxLength: 30 })])(
    "keys stay unique and every line has a positive quantity",
    (steps) => {
      let lines: readonly CartLine[] = [];
      for (const [line, qty] of steps) lines = reduceLines(lines, { type: "set", line: { ...line, qty } });
      const keys = lines.map((line) => lineKeyString(line));
      expect(new Set(keys).size).toBe(lines.length);
      expect(lines.every((line) => line.qty > 0)).toBe(true);
    },
  );
});
