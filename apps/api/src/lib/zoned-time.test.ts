import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  clockTime,
  isTimeZone,
  weekdayOf,
  zonedInstant,
  zonedParts,
  zoneOffsetMinutes,
} from "./zoned-time";

describe("zoned time", () => {
  it("turns a wall-clock time of a zone into its instant", () => {
    expect(zonedInstant("2031-03-10", 9 * 60, "Asia/Riyadh").toISOString()).toBe("2031-03-10T06:00:00.000Z");
    expect(zonedInstant("2031-03-10", 9 * 60, "UTC").toISOString()).toBe("2031-03-10T09:00:00.000Z");
    // New York: EST (−5) in January, EDT (−4) in July.
    expect(zonedInstant("2031-01-15", 10 * 60, "America/New_York").toISOString()).toBe(
      "2031-01-15T15:00:00.000Z",
    );
    expect(zonedInstant("2031-07-15", 10 * 60, "America/New_York").toISOString()).toBe(
      "2031-07-15T14:00:00.000Z",
    );
  });

  it("resolves a time skipped by daylight saving to after the gap", () => {
    // 2031-03-09 02:30 does not exist in New York (clocks go 02:00 → 03:00).
    const instant = zonedInstant("2031-03-09", 2 * 60 + 30, "America/New_York");
    expect(zonedParts(instant, "America/New_York").minute).toBe(3 * 60 + 30);
  });

  it("reads the local day, weekday and minute of an instant", () => {
    // 22:30 UTC on a Thursday is 01:30 on Friday in Riyadh.
    expect(zonedParts(new Date("2031-03-13T22:30:00Z"), "Asia/Riyadh")).toEqual({
      day: "2031-03-14",
      weekday: 5,
      minute: 90,
    });
    expect(zoneOffsetMinutes("Asia/Riyadh", new Date("2031-03-13T22:30:00Z"))).toBe(180);
  });

  it("knows zones, weekdays and calendar arithmetic", () => {
    expect(isTimeZone("Asia/Riyadh")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(weekdayOf("2031-03-16")).toBe(7);
    expect(addCalendarDays("2031-02-28", 1)).toBe("2031-03-01");
    expect(clockTime(13 * 60 + 5)).toBe("13:05");
  });
});
