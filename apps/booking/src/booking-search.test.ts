import { parseSearch, stringifySearch } from "@storefront/kit/routing";
import { describe, expect, it } from "vitest";
import { bookingUrlSearch, chooseStep, readBookingSearch, staffIdOf } from "./booking-search";
import { readPurchaseSearch } from "./routes";

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

describe("the booking flow's ids in the URL (issue 43, defect 10)", () => {
  const route = (search: Record<string, unknown>) => bookingUrlSearch(readBookingSearch(search));

  it("writes numeric ids plainly, never JSON-quoted", () => {
    const url = stringifySearch(route({ service: "4", staff: "7", day: "2026-11-26", offer: "2" }));
    expect(url).toBe("?service=4&staff=7&day=2026-11-26&offer=2");
    expect(stringifySearch(route({ service: "4", staff: "any" }))).toBe("?service=4&staff=any");
    expect(stringifySearch(readPurchaseSearch({ buy: "3" }))).toBe("?buy=3");
  });

  it("still opens an old link's quoted ids", () => {
    const old = parseSearch("?service=%224%22&staff=%227%22&offer=%222%22");
    expect(readBookingSearch(old)).toEqual({ service: "4", staff: "7", offer: "2" });
    expect(stringifySearch(route(old))).toBe("?service=4&staff=7&offer=2");
    expect(readPurchaseSearch(parseSearch("?buy=%223%22"))).toEqual({ buy: 3 });
  });
});
