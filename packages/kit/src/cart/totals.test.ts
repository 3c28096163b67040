import { describe, expect, it } from "vitest";
import { linesSubtotal } from "../lines";
import { estimateTotals } from "./totals";

describe("totals", () => {
  it("sums lines in cents and estimates delivery and the discount like the server", () => {
    const lines = [
      { price: 0.1, qty: 3 },
      { price: 0.2, qty: 1 },
    ];
    expect(linesSubtotal(lines)).toBe(0.5);
    expect(estimateTotals([{ price: 22, qty: 2 }], null)).toEqual({
      subtotal: 44,
      discount: 0,
      delivery: 15,
      total: 59,
    });
    expect(estimateTotals([{ price: 22, qty: 2 }], { discount_type: "percent", discount_value: 10 })).toEqual(
      {
        subtotal: 44,
        discount: 4.4,
        delivery: 15,
        total: 54.6,
      },
    );
    // Free delivery from 200.00 after the discount.
    expect(estimateTotals([{ price: 210, qty: 1 }], null).delivery).toBe(0);
    expect(
      estimateTotals([{ price: 210, qty: 1 }], { discount_type: "fixed", discount_value: 50 }).delivery,
    ).toBe(15);
    expect(estimateTotals([], null)).toEqual({ subtotal: 0, discount: 0, delivery: 0, total: 0 });
  });
});
