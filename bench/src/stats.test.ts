import { describe, expect, it } from "vitest";
import { median } from "./stats";

describe("median", () => {
  it("takes the middle value of an odd list, whatever its order", () => {
    expect(median([900, 100, 300])).toBe(300);
  });
  it("averages the two middle values of an even list", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => median([])).toThrow(/empty/);
  });
});
