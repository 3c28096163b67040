import { describe, expect, it } from "vitest";
import { isValidTime, steppedOptions, timeFromDate, to12Hour, to24Hour, withTime } from "./time";

describe("to24Hour", () => {
  it.each([
    [12, "am", 0],
    [1, "am", 1],
    [11, "am", 11],
    [12, "pm", 12],
    [1, "pm", 13],
    [11, "pm", 23],
  ] as const)("%i %s → %i", (hour12, period, expected) => {
    expect(to24Hour(hour12, period)).toBe(expected);
  });

  it("rejects hours outside 1–12", () => {
    expect(() => to24Hour(0, "am")).toThrow(RangeError);
    expect(() => to24Hour(13, "pm")).toThrow(RangeError);
    expect(() => to24Hour(1.5, "pm")).toThrow(RangeError);
  });
});

describe("to12Hour", () => {
  it.each([
    [0, 12, "am"],
    [1, 1, "am"],
    [11, 11, "am"],
    [12, 12, "pm"],
    [13, 1, "pm"],
    [23, 11, "pm"],
  ] as const)("%i → %i %s", (hours24, hour12, period) => {
    expect(to12Hour(hours24)).toEqual({ hour12, period });
  });

  it("round-trips every hour", () => {
    for (let h = 0; h < 24; h++) {
      const { hour12, period } = to12Hour(h);
      expect(to24Hour(hour12, period)).toBe(h);
    }
  });

  it("rejects hours outside 0–23", () => {
    expect(() => to12Hour(-1)).toThrow(RangeError);
    expect(() => to12Hour(24)).toThrow(RangeError);
  });
});

describe("isValidTime", () => {
  it("accepts the bounds and rejects beyond them", () => {
    expect(isValidTime({ hours24: 0, minutes: 0, seconds: 0, milliseconds: 0 })).toBe(true);
    expect(isValidTime({ hours24: 23, minutes: 59, seconds: 59, milliseconds: 999 })).toBe(true);
    expect(isValidTime({ hours24: 24, minutes: 0, seconds: 0, milliseconds: 0 })).toBe(false);
    expect(isValidTime({ hours24: 0, minutes: 60, seconds: 0, milliseconds: 0 })).toBe(false);
    expect(isValidTime({ hours24: 0, minutes: 0, seconds: 0, milliseconds: 1000 })).toBe(false);
  });
});

describe("timeFromDate / withTime", () => {
  it("reads and writes the local time of day, keeping the day", () => {
    const date = new Date(2024, 1, 29, 9, 8, 7, 6);
    expect(timeFromDate(date)).toEqual({ hours24: 9, minutes: 8, seconds: 7, milliseconds: 6 });
    const next = withTime(date, { hours24: 23, minutes: 59, seconds: 58, milliseconds: 999 });
    expect(next).toEqual(new Date(2024, 1, 29, 23, 59, 58, 999));
    expect(date.getHours()).toBe(9);
  });
});

describe("steppedOptions", () => {
  it("steps from 0 to max inclusive", () => {
    expect(steppedOptions(59, 15)).toEqual([0, 15, 30, 45]);
    expect(steppedOptions(5, 1)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("adds an off-grid current value in order", () => {
    expect(steppedOptions(59, 15, 7)).toEqual([0, 7, 15, 30, 45]);
    expect(steppedOptions(59, 15, 30)).toEqual([0, 15, 30, 45]);
  });

  it("treats a bad step as 1", () => {
    expect(steppedOptions(2, 0)).toEqual([0, 1, 2]);
  });
});
