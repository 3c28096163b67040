import { describe, expect, it } from "vitest";
import { createAccountFormat, fromIsoDay, toIsoDay } from "./format";

describe("createAccountFormat", () => {
  it("formats dates in the locale, and calendar days without a time-zone shift", () => {
    const en = createAccountFormat("en", "Asia/Riyadh");
    expect(en.date("2026-06-15T22:30:00Z")).toBe("Jun 16, 2026");
    expect(en.day("2026-06-15")).toBe("Jun 15, 2026");
    expect(en.day("not a day")).toBe("not a day");
    expect(en.dateTime("nonsense")).toBe("nonsense");
    expect(createAccountFormat("ar", "UTC").day("2026-06-15")).not.toBe("Jun 15, 2026");
  });
});

describe("calendar days", () => {
  it("go between the date picker's local dates and YYYY-MM-DD", () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(fromIsoDay("2026-01-05")?.getDate()).toBe(5);
    expect(fromIsoDay(undefined)).toBeUndefined();
    expect(fromIsoDay("05/01/2026")).toBeUndefined();
  });
});
