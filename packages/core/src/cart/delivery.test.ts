import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { needsDelivery } from "./delivery.js";

describe("needsDelivery", () => {
  it("is false for a cart of digital lines only, and for an empty cart", () => {
    expect(needsDelivery([{ is_digital: true }, { is_digital: true }])).toBe(false);
    expect(needsDelivery([])).toBe(false);
  });

  it("is true as soon as one line is not marked digital (unmarked lines are goods)", () => {
    expect(needsDelivery([{ is_digital: true }, { is_digital: false }])).toBe(true);
    expect(needsDelivery([{ is_digital: true }, {}])).toBe(true);
  });

  test.prop([fc.array(fc.option(fc.boolean(), { nil: undefined }))])(
    "is true exactly when a line is not digital",
    (flags) => {
      const lines = flags.map((is_digital) => (is_digital === undefined ? {} : { is_digital }));
      expect(needsDelivery(lines)).toBe(flags.some((flag) => flag !== true));
    },
  );
});
