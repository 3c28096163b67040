import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isPlentyStock, LOW_STOCK, PLENTY_UNITS, shownStock, shownStockCap } from "./shown-stock";

describe("shown stock", () => {
  it("is exact while low and plenty above", () => {
    const cap = shownStockCap();
    expect(cap).toBe(PLENTY_UNITS);
    expect(shownStock(0, cap)).toBe(0);
    expect(shownStock(-3, cap)).toBe(0);
    expect(shownStock(LOW_STOCK, cap)).toBe(LOW_STOCK);
    expect(shownStock(5000, cap)).toBe(PLENTY_UNITS);
    expect(isPlentyStock(shownStock(5000, cap))).toBe(true);
    expect(isPlentyStock(shownStock(LOW_STOCK, cap))).toBe(false);
  });

  it("counts the largest unit sold: a box of 12 is plenty only with 6 boxes", () => {
    const cap = shownStockCap([0.25, 12]);
    expect(cap).toBe(PLENTY_UNITS * 12);
    // 60 pieces are 5 boxes: low, shown exactly.
    expect(shownStock(60, cap)).toBe(60);
    expect(shownStock(10_000, cap) / 12).toBe(PLENTY_UNITS);
  });

  test.prop([
    fc.double({ min: 0, max: 1e6, noNaN: true }),
    fc.array(fc.double({ min: 0.001, max: 100, noNaN: true })),
  ])("shows the same 'Only N left' / 'In stock' in every unit as the real stock", (quantity, multipliers) => {
    const shown = shownStock(quantity, shownStockCap(multipliers));
    for (const multiplier of [1, ...multipliers]) {
      const real = quantity / multiplier;
      const seen = shown / multiplier;
      expect(isPlentyStock(seen)).toBe(isPlentyStock(real));
      if (!isPlentyStock(real)) expect(seen).toBeCloseTo(real);
    }
  });
});
