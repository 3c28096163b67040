import { describe, expect, it } from "vitest";
import { type OfferValues, offerValuesOf, readOffer } from "./offer-details";

const TODAY = "2026-11-24";
const values = (overrides: Partial<OfferValues> = {}): OfferValues => ({
  offeredFor: "myself",
  name: "",
  day: "2026-11-25",
  intention: "",
  ...overrides,
});

describe("readOffer", () => {
  it("offers for myself with no name, the day, and no empty intention", () => {
    expect(readOffer(values({ name: "ignored" }), TODAY)).toEqual({
      ok: true,
      details: { date: "2026-11-25" },
    });
  });

  it("offers for someone by their trimmed name, with the trimmed intention as the line's note", () => {
    expect(
      readOffer(
        values({ offeredFor: "someone", name: "  Amira  ", day: TODAY, intention: " Good health " }),
        TODAY,
      ),
    ).toEqual({ ok: true, details: { for_name: "Amira", date: TODAY, note: "Good health" } });
  });

  it("asks for a name, a day, and refuses past days, days beyond a year and over-long text", () => {
    expect(readOffer(values({ offeredFor: "someone", name: " ", day: undefined }), TODAY)).toEqual({
      ok: false,
      problems: { name: "name_missing", day: "day_missing" },
    });
    expect(readOffer(values({ day: "2026-11-23" }), TODAY)).toEqual({
      ok: false,
      problems: { day: "day_past" },
    });
    expect(readOffer(values({ day: "2027-11-24" }), TODAY)).toMatchObject({ ok: true });
    expect(readOffer(values({ day: "2027-11-25" }), TODAY)).toEqual({
      ok: false,
      problems: { day: "day_too_far" },
    });
    expect(
      readOffer(values({ offeredFor: "someone", name: "n".repeat(81), intention: "i".repeat(201) }), TODAY),
    ).toEqual({ ok: false, problems: { name: "name_too_long", intention: "intention_too_long" } });
  });

  it("reads a line's details back into the form", () => {
    expect(offerValuesOf({ for_name: "Amira", date: TODAY, note: "Peace" })).toEqual({
      offeredFor: "someone",
      name: "Amira",
      day: TODAY,
      intention: "Peace",
    });
    expect(offerValuesOf(null)).toEqual({ offeredFor: "myself", name: "", day: undefined, intention: "" });
  });
});
