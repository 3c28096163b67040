import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { zonedDay } from "./zoned-day.js";

/** `Etc/GMT-3` is UTC+3: the IANA names of fixed offsets have the sign inverted. */
function fixedOffsetZone(hours: number): string {
  if (hours === 0) return "Etc/GMT";
  return `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });

describe("zonedDay", () => {
  it("numbers weekdays from Monday = 1 to Sunday = 7", () => {
    expect(zonedDay(Date.UTC(2024, 0, 1, 12), "UTC")).toEqual({ date: "2024-01-01", weekday: 1 });
    expect(zonedDay(Date.UTC(2024, 0, 7, 12), "UTC")).toEqual({ date: "2024-01-07", weekday: 7 });
  });

  it("takes the day of the given time zone", () => {
    const lateMondayUtc = new Date(Date.UTC(2024, 0, 1, 23, 30));
    expect(zonedDay(lateMondayUtc, "UTC").weekday).toBe(1);
    expect(zonedDay(lateMondayUtc, "Asia/Riyadh")).toEqual({ date: "2024-01-02", weekday: 2 });
    expect(zonedDay(lateMondayUtc, "America/New_York")).toEqual({ date: "2024-01-01", weekday: 1 });
    expect(zonedDay(Date.UTC(2024, 0, 1, 10, 30), "Pacific/Kiritimati").date).toBe("2024-01-02");
    expect(zonedDay(Date.UTC(2024, 0, 1, 10, 30), "Pacific/Pago_Pago").date).toBe("2023-12-31");
  });

  it("throws a RangeError for an unknown zone or an invalid date", () => {
    expect(() => zonedDay(0, "Mars/Olympus")).toThrow(RangeError);
    expect(() => zonedDay(new Date(Number.NaN), "UTC")).toThrow(RangeError);
  });

  test.prop([instant, fc.integer({ min: -12, max: 14 })])(
    "matches UTC arithmetic in every fixed-offset zone",
    (time, offsetHours) => {
      const shifted = new Date(time + offsetHours * 3_600_000);
      const expected = {
        date: shifted.toISOString().slice(0, 10),
        weekday: ((shifted.getUTCDay() + 6) % 7) + 1,
      };
      expect(zonedDay(time, fixedOffsetZone(offsetHours))).toEqual(expected);
    },
  );

  test.prop([
    instant,
    fc.constantFrom("Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Sydney"),
  ])("agrees with the zone's own calendar date in DST zones", (time, timeZone) => {
    const { date, weekday } = zonedDay(time, timeZone);
    const [y, m, d] = date.split("-").map(Number);
    const utcNoon = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 12));
    expect(weekday).toBe(((utcNoon.getUTCDay() + 6) % 7) + 1);
  });
});
