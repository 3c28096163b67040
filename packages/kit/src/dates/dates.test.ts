import { describe, expect, it } from "vitest";
import { createZonedFormat, fromIsoDay, toIsoDay } from "./index";

describe("calendar days", () => {
  it("converts between YYYY-MM-DD and the date picker's local midnight without shifting the day", () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(fromIsoDay("2026-01-05")?.getDate()).toBe(5);
    expect(toIsoDay(fromIsoDay("2028-02-29")!)).toBe("2028-02-29");
    expect(fromIsoDay(undefined)).toBeUndefined();
    expect(fromIsoDay("05/01/2026")).toBeUndefined();
  });
});

describe("createZonedFormat", () => {
  // 06:30 UTC is 09:30 in Riyadh (UTC+3, no daylight saving) — and 01:30 in New York.
  const iso = "2026-11-26T06:30:00.000Z";

  it("writes times in the partner's zone, not the reader's, and names the zone", () => {
    const riyadh = createZonedFormat("en", "Asia/Riyadh");
    expect(riyadh.time(iso)).toBe("9:30 AM");
    expect(riyadh.weekdayDate(iso)).toBe("Thursday, November 26");
    expect(riyadh.zoneName).toBe("Saudi Arabia Time");
    expect(createZonedFormat("en", "America/New_York").time(iso)).toBe("1:30 AM");
  });

  it("speaks Arabic in Arabic", () => {
    const riyadh = createZonedFormat("ar", "Asia/Riyadh");
    expect(riyadh.zoneName).toBe("توقيت المملكة العربية السعودية");
    expect(riyadh.weekdayDate(iso)).toContain("نوفمبر");
  });

  it("falls back to UTC for an unknown zone and keeps unreadable input as it is", () => {
    const format = createZonedFormat("en", "Mars/Olympus");
    expect(format.timeZone).toBe("UTC");
    expect(format.time(iso)).toBe("6:30 AM");
    expect(format.time("not a date")).toBe("not a date");
    expect(format.day("2026-11-26")).toBe("Thursday, November 26");
  });
});
