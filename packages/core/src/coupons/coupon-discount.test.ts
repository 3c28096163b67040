import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { couponDiscount } from "./coupon-discount.js";

describe("couponDiscount", () => {
  it("computes percent and fixed discounts to the cent", () => {
    expect(couponDiscount({ discount_type: "percent", discount_value: 10 }, 99.99)).toBe(10);
    expect(couponDiscount({ discount_type: "percent", discount_value: 15 }, 0.1 + 0.2)).toBe(0.05);
    expect(couponDiscount({ discount_type: "fixed", discount_value: 5.5 }, 20)).toBe(5.5);
  });

  it("never exceeds the subtotal and never goes negative", () => {
    expect(couponDiscount({ discount_type: "fixed", discount_value: 50 }, 20)).toBe(20);
    expect(couponDiscount({ discount_type: "percent", discount_value: 150 }, 20)).toBe(20);
    expect(couponDiscount({ discount_type: "fixed", discount_value: -5 }, 20)).toBe(0);
    expect(couponDiscount({ discount_type: "fixed", discount_value: 5 }, -20)).toBe(0);
    expect(couponDiscount({}, 20)).toBe(0);
  });

  test.prop([
    fc.constantFrom("percent" as const, "fixed" as const),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fc.integer({ min: 0, max: 100_000_000 }),
  ])("stays between 0 and the subtotal, in whole cents", (type, value, subtotalCents) => {
    const subtotal = subtotalCents / 100;
    const discount = couponDiscount({ discount_type: type, discount_value: value }, subtotal);
    expect(discount).toBeGreaterThanOrEqual(0);
    expect(discount).toBeLessThanOrEqual(subtotal);
    expect(Number.isInteger(Math.round(discount * 100))).toBe(true);
    expect(Math.abs(discount * 100 - Math.round(discount * 100))).toBeLessThan(1e-6);
  });
});
