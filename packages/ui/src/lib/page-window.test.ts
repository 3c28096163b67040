import { describe, expect, it } from "vitest";
import { getPageWindow } from "./page-window";

describe("getPageWindow", () => {
  it("is empty without pages", () => {
    expect(getPageWindow({ page: 1, pageCount: 0 })).toEqual([]);
    expect(getPageWindow({ page: 1, pageCount: -3 })).toEqual([]);
    expect(getPageWindow({ page: 1, pageCount: Number.NaN })).toEqual([]);
  });

  it("lists every page when they fit (up to 7 with the defaults)", () => {
    expect(getPageWindow({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(getPageWindow({ page: 4, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts one ellipsis at the far end near the start", () => {
    expect(getPageWindow({ page: 1, pageCount: 8 })).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 8]);
    expect(getPageWindow({ page: 4, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("puts one ellipsis at the start near the end", () => {
    expect(getPageWindow({ page: 20, pageCount: 20 })).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(getPageWindow({ page: 17, pageCount: 20 })).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("puts an ellipsis on both sides in the middle", () => {
    expect(getPageWindow({ page: 5, pageCount: 20 })).toEqual([
      1,
      "ellipsis-start",
      4,
      5,
      6,
      "ellipsis-end",
      20,
    ]);
    expect(getPageWindow({ page: 10, pageCount: 20 })).toEqual([
      1,
      "ellipsis-start",
      9,
      10,
      11,
      "ellipsis-end",
      20,
    ]);
  });

  it("keeps a constant length as the page moves", () => {
    for (let page = 1; page <= 50; page++) {
      const items = getPageWindow({ page, pageCount: 50 });
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(50);
    }
  });

  it("clamps an out-of-range page", () => {
    expect(getPageWindow({ page: 0, pageCount: 20 })).toEqual(getPageWindow({ page: 1, pageCount: 20 }));
    expect(getPageWindow({ page: 99, pageCount: 20 })).toEqual(getPageWindow({ page: 20, pageCount: 20 }));
  });

  it("honours sibling and boundary counts", () => {
    expect(getPageWindow({ page: 10, pageCount: 20, siblingCount: 0 })).toEqual([
      1,
      "ellipsis-start",
      10,
      "ellipsis-end",
      20,
    ]);
    expect(getPageWindow({ page: 10, pageCount: 20, boundaryCount: 2 })).toEqual([
      1,
      2,
      "ellipsis-start",
      9,
      10,
      11,
      "ellipsis-end",
      19,
      20,
    ]);
  });
});
