import { describe, expect, it } from "vitest";
import { catalogueQuery } from "./page-query";

describe("catalogueQuery", () => {
  it("keeps the parameters a catalogue page reads, in one order", () => {
    expect(catalogueQuery("?page=2&key=tea")).toEqual({ known: "?key=tea&page=2", hasOthers: false });
    expect(catalogueQuery("?key=tea&page=2").known).toBe(catalogueQuery("?page=2&key=tea").known);
  });

  it("drops a campaign's parameters and says there were some", () => {
    expect(catalogueQuery("?utm_source=x&key=green%20tea&fbclid=1")).toEqual({
      known: "?key=green+tea",
      hasOthers: true,
    });
    expect(catalogueQuery("?utm_source=x")).toEqual({ known: "", hasOthers: true });
  });

  it("keeps repeated values in their order and an empty query empty", () => {
    expect(catalogueQuery("?attrs=b&attrs=a").known).toBe("?attrs=b&attrs=a");
    expect(catalogueQuery("")).toEqual({ known: "", hasOthers: false });
  });
});
