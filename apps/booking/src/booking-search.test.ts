import { describe, expect, it } from "vitest";
import { chooseStep, readBookingSearch, staffIdOf } from "./booking-search";

describe("the booking flow's search params", () => {
  it("keeps a well-formed choice and drops a step that has no earlier step", () => {
    expect(
      readBookingSearch({ service: "4", staff: "any", day: "2026-11-26", slot: "2026-11-26T06:00:00.000Z" }),
    ).toEqual({ service: "4", staff: "any", day: "2026-11-26", slot: "2026-11-26T06:00:00.000Z" });
    expect(readBookingSearch({ day: "2026-11-26", slot: "2026-11-26T06:00:00.000Z", offer: "2" })).toEqual({
      offer: "2",
    });
    expect(readBookingSearch({ service: "4", staff: "7", day: "26/11/2026" })).toEqual({
      service: "4",
      staff: "7",
    });
    expect(readBookingSearch({ service: "<script>", staff: "x" })).toEqual({});
  });

  it("forgets the later steps when an earlier one changes, and keeps the offer", () => {
    const search = { service: "4", staff: "7", day: "2026-11-26", slot: "2026-11-26T06:00:00Z", offer: "2" };
    expect(chooseStep(search, "staff", "any")).toEqual({ service: "4", staff: "any", offer: "2" });
    expect(chooseStep(search, "slot", "2026-11-26T07:00:00Z")).toEqual({
      ...search,
      slot: "2026-11-26T07:00:00Z",
    });
  });

  it("asks the API for anyone available without a person", () => {
    expect(staffIdOf({ staff: "any" })).toBeUndefined();
    expect(staffIdOf({ staff: "7" })).toBe("7");
  });
});
