import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLineSchema, lineDetailsSchema } from "../contracts/cart-line.js";
import { isCartLine, isLineDetails } from "./line-shape.js";
import { lineArb, nearDetails, nearLineArb } from "./lines.fixtures.js";

describe("isCartLine agrees with cartLineSchema", () => {
  test.prop([fc.oneof(nearLineArb, lineArb, fc.jsonValue(), fc.anything())], { numRuns: 3000 })(
    "accepts exactly what the schema accepts",
    (value) => {
      expect(isCartLine(value)).toBe(cartLineSchema.safeParse(value).success);
    },
  );

  it("is exercised on accepted and refused lines alike", () => {
    const accepted = fc.sample(nearLineArb, 1000).filter((value) => cartLineSchema.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(100);
    expect(accepted.length).toBeLessThan(900);
  });
});

describe("isLineDetails agrees with lineDetailsSchema", () => {
  test.prop([fc.oneof(nearDetails, fc.jsonValue(), fc.anything())], { numRuns: 3000 })(
    "accepts exactly what the schema accepts",
    (value) => {
      expect(isLineDetails(value)).toBe(lineDetailsSchema.safeParse(value).success);
    },
  );

  it("judges texts once trimmed and days on the calendar", () => {
    expect(isLineDetails({ note: ` ${"n".repeat(200)} ` })).toBe(true);
    expect(isLineDetails({ note: "n".repeat(201) })).toBe(false);
    expect(isLineDetails({ for_name: "   " })).toBe(false);
    expect(isLineDetails({ date: "2024-02-29" })).toBe(true);
    expect(isLineDetails({ date: "1900-02-29" })).toBe(false);
    expect(isLineDetails({ date: "2026-04-31" })).toBe(false);
  });
});
