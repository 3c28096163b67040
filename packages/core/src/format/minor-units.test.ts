import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fromMinorUnits, toMinorUnits } from "./minor-units.js";

describe("minor units", () => {
  it("converts without binary noise", () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-2.5)).toBe(-250);
    expect(toMinorUnits(Number.NaN)).toBe(0);
    expect(toMinorUnits(Number.POSITIVE_INFINITY)).toBe(0);
    expect(fromMinorUnits(1250)).toBe(12.5);
    expect(fromMinorUnits(Number.NaN)).toBe(0);
  });

  test.prop([fc.integer({ min: -1e9, max: 1e9 })])("round-trips every whole number of cents", (cents) => {
    expect(toMinorUnits(fromMinorUnits(cents))).toBe(cents);
  });
});
