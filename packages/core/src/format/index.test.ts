import { describe, expect, it } from "vitest";
import { formatNumber } from "./index.js";

describe("formatNumber", () => {
  it("uses two decimals by default", () => {
    expect(formatNumber(12)).toBe("12.00");
    expect(formatNumber(1234.567)).toBe("1,234.57");
  });
  it("never renders NaN", () => {
    expect(formatNumber(Number.NaN)).toBe("0.00");
  });
});

describe("formatNumber options", () => {
  it("honours the locale and the number of decimals", () => {
    expect(formatNumber(1.23456, "en", 3)).toBe("1.235");
    expect(formatNumber(1234.5, "de")).toBe("1.234,50");
  });
});
