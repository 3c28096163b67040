import { describe, expect, it } from "vitest";
import { hoursByDay, openingState, zonedClock } from "./opening-hours.js";

// 2026-12-07 is a Monday. Riyadh is UTC+3 all year.
const at = (iso: string) => new Date(iso);
const week = [
  { day: 1, opens: "09:00", closes: "22:00" },
  { day: 5, opens: "13:00", closes: "23:00" },
  { day: 6, opens: "18:00", closes: "02:00" },
];

describe("opening hours", () => {
  it("reads the weekday and the minute in the partner's time zone", () => {
    expect(zonedClock(at("2026-12-07T21:30:00Z"), "Asia/Riyadh")).toEqual({ day: 2, minute: 30 });
    expect(zonedClock(at("2026-12-07T21:30:00Z"), "UTC")).toEqual({ day: 1, minute: 21 * 60 + 30 });
  });

  it("is open within a period, until its close", () => {
    expect(openingState(week, at("2026-12-07T09:00:00Z"), "Asia/Riyadh")).toEqual({
      open: true,
      closes: "22:00",
    });
  });

  it("is closed outside them, with the next opening", () => {
    expect(openingState(week, at("2026-12-07T20:00:00Z"), "Asia/Riyadh")).toEqual({
      open: false,
      next: { day: 5, opens: "13:00" },
    });
    // Sunday evening: the next opening is Monday morning, across the week's end.
    expect(openingState(week, at("2026-12-13T18:00:00Z"), "Asia/Riyadh")).toEqual({
      open: false,
      next: { day: 1, opens: "09:00" },
    });
  });

  it("keeps a past-midnight period open into the next day, Sunday into Monday included", () => {
    // Saturday 18:00–02:00: open at Sunday 01:00 in Riyadh.
    expect(openingState(week, at("2026-12-12T22:00:00Z"), "Asia/Riyadh")).toEqual({
      open: true,
      closes: "02:00",
    });
    const sunday = [{ day: 7, opens: "20:00", closes: "01:00" }];
    expect(openingState(sunday, at("2026-12-07T00:30:00Z"), "UTC")).toEqual({ open: true, closes: "01:00" });
  });

  it("never opens without hours", () => {
    expect(openingState([], at("2026-12-07T09:00:00Z"), "UTC")).toEqual({ open: false, next: null });
  });

  it("lists the seven days Monday first, periods in order, closed days empty", () => {
    const days = hoursByDay([...week, { day: 1, opens: "07:00", closes: "08:00" }]);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]?.periods.map((p) => p.opens)).toEqual(["07:00", "09:00"]);
    expect(days[1]?.periods).toEqual([]);
  });
});
