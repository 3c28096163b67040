import { describe, expect, it } from "vitest";
import { formatNumber } from "./index";

describe("formatNumber", () => {
  it("uses two decimals by default", () => {
    expect(formatNumber(12)).toBe("12.00");
    expect(formatNumber(1234.567)).toBe("1,234.57");
  });
  it("never renders NaN", () => {
    expect(formatNumber(Number.NaN)).toBe("0.00");
  });
});
