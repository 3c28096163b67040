import { describe, expect, it } from "vitest";
import { addIsoDays, fromIsoDay, toIsoDay } from "./iso-day.js";

describe("ISO days", () => {
  it("writes a local calendar day as YYYY-MM-DD and reads it back", () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(fromIsoDay("2026-01-05")?.getDate()).toBe(5);
    expect(fromIsoDay("2026-01-05")?.getMonth()).toBe(0);
  });

  it("refuses what is not a real day", () => {
    expect(fromIsoDay(undefined)).toBeUndefined();
    expect(fromIsoDay("05/01/2026")).toBeUndefined();
    expect(fromIsoDay("2026-02-31")).toBeUndefined();
    expect(addIsoDays("2026-13-01", 1)).toBeUndefined();
  });

  it("adds days across months and years", () => {
    expect(addIsoDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addIsoDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addIsoDays("2026-01-05", 365)).toBe("2027-01-05");
  });
});
