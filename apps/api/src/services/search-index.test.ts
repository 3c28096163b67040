import { describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index";

// Texts as buildIndex makes them: name, SKU and Arabic name, lower-cased, joined by U+0001.
const index = new SearchIndex(
  Int32Array.from([3, 7, 9, 12]),
  [
    ["Green Tea", "TEA-1", "شاي أخضر"],
    ["Tea Cup and Tea Pot", "CUP-2", "فنجان وإبريق شاي"],
    ["Coffee", "COF-3", "قهوة"],
    ["Steak", "MEA-4", "شريحة لحم"],
  ].map((fields) => fields.join("\u0001").toLowerCase()),
);

describe("SearchIndex", () => {
  it("finds a substring of the name, the SKU or the Arabic name, in any case, in id order", () => {
    expect(index.match("TEA")).toEqual([3, 7, 12]);
    expect(index.match("cof-3")).toEqual([9]);
    expect(index.match("شاي")).toEqual([3, 7]);
    expect(index.match("  cup ")).toEqual([7]);
  });

  it("names a product once however often it matches, and finds the last one", () => {
    expect(index.match("tea")).toEqual([3, 7, 12]);
    expect(index.match("لحم")).toEqual([12]);
    expect(index.match("mea-4")).toEqual([12]);
  });

  it("never matches across two products or two fields, and not for a blank key", () => {
    expect(index.match("أخضر\u0002tea")).toEqual([]);
    expect(index.match("tea-1\u0001شاي")).toEqual([]);
    expect(index.match("steak")).toEqual([12]);
    expect(index.match("   ")).toEqual([]);
    expect(index.match("nothing like it")).toEqual([]);
  });

  it("is empty for a tenant without products", () => {
    expect(new SearchIndex(new Int32Array(0), []).match("tea")).toEqual([]);
  });
});
