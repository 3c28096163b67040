import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, unitsRefund } from "./money";

describe("allocate", () => {
  it("splits exactly, in proportion", () => {
    expect(allocate(700, [7000])).toEqual([700]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const shares = allocate(amount, weights);
          const sum = shares.reduce((a, b) => a + b, 0);
          return weights.some((w) => w > 0) ? sum === amount && shares.every((s) => s >= 0) : sum === 0;
        },
      ),
    );
  });
});

describe("unitsRefund", () => {
  it("refunds what was paid, not the list price: 7 × 10.00 with 10 % off refunds 63.00", () => {
    expect(unitsRefund(6300, 7, 0, 7)).toBe(6300);
    expect(unitsRefund(6300, 7, 0, 1)).toBe(900);
  });

  it("never refunds more than the line cost, in any split of returns", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
        (paid, parts) => {
          const qty = parts.reduce((a, b) => a + b, 0);
          let returned = 0;
          let refunded = 0;
          for (const part of parts) {
            refunded += unitsRefund(paid, qty, returned, part);
            returned += part;
          }
          return refunded === paid;
        },
      ),
    );
  });
});
