import { describe, expect, it } from "vitest";
import { defaultYearRange, YEARS_AHEAD, YEARS_BACK } from "./date-range";

describe("defaultYearRange", () => {
  const today = new Date(2025, 5, 15);

  it("spans 100 years back to 52 ahead by default", () => {
    expect(YEARS_BACK).toBe(100);
    expect(YEARS_AHEAD).toBe(52);
    const range = defaultYearRange(today);
    expect(range.fromYear).toBe(1925);
    expect(range.toYear).toBe(2077);
    expect(range.startMonth).toEqual(new Date(1925, 0, 1));
    expect(range.endMonth).toEqual(new Date(2077, 11, 1));
  });

  it("depends only on today's year, not the day", () => {
    expect(defaultYearRange(new Date(2025, 0, 1))).toEqual(defaultYearRange(new Date(2025, 11, 31, 23, 59)));
  });

  it("uses min and max when both are set", () => {
    const range = defaultYearRange(today, { min: new Date(2020, 2, 10), max: new Date(2030, 7, 20) });
    expect(range).toEqual({
      fromYear: 2020,
      toYear: 2030,
      startMonth: new Date(2020, 2, 1),
      endMonth: new Date(2030, 7, 1),
    });
  });

  it("treats each bound independently", () => {
    expect(defaultYearRange(today, { min: new Date(2000, 0, 5) })).toMatchObject({
      fromYear: 2000,
      toYear: 2077,
    });
    expect(defaultYearRange(today, { max: new Date(2026, 0, 5) })).toMatchObject({
      fromYear: 1925,
      toYear: 2026,
    });
  });

  it("accepts min equal to max", () => {
    const day = new Date(2025, 3, 3);
    expect(defaultYearRange(today, { min: day, max: day })).toMatchObject({ fromYear: 2025, toYear: 2025 });
  });

  it("keeps two-digit years literal", () => {
    const min = new Date(2000, 0, 15);
    min.setFullYear(50);
    expect(defaultYearRange(today, { min }).fromYear).toBe(50);
  });

  it("rejects min after max and invalid dates", () => {
    expect(() => defaultYearRange(today, { min: new Date(2031, 0, 1), max: new Date(2030, 0, 1) })).toThrow(
      RangeError,
    );
    expect(() => defaultYearRange(new Date(Number.NaN))).toThrow(RangeError);
  });
});
