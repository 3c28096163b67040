import { describe, expect, it } from "vitest";
import { isIsoDay, readPageSearch, readStatementSearch } from "./search";
import { statementTotals } from "./statement";

describe("statementTotals", () => {
  it("sums debits and credits in minor units", () => {
    const entries = [
      { debit: 0, credit: 50, balance: 50 },
      { debit: 164.1, credit: 0, balance: -114.1 },
      { debit: 0, credit: 0.2, balance: -113.9 },
      { debit: 0.1, credit: 0, balance: -114 },
    ];
    expect(statementTotals(entries)).toEqual({ debit: 164.2, credit: 50.2, net: -114 });
    expect(statementTotals([])).toEqual({ debit: 0, credit: 0, net: 0 });
  });
});

describe("readStatementSearch", () => {
  it("keeps valid days and drops the rest", () => {
    expect(readStatementSearch({ from: "2026-05-01", to: "2026-06-30" })).toEqual({
      from: "2026-05-01",
      to: "2026-06-30",
    });
    expect(readStatementSearch({ from: "2026-02-30", to: 20260101 })).toEqual({
      from: undefined,
      to: undefined,
    });
    expect(readStatementSearch({})).toEqual({ from: undefined, to: undefined });
  });

  it("drops a start after the end", () => {
    expect(readStatementSearch({ from: "2026-06-10", to: "2026-06-01" })).toEqual({
      from: undefined,
      to: "2026-06-01",
    });
  });
});

describe("isIsoDay", () => {
  it("accepts exactly the real calendar days", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2024-2-1")).toBe(false);
    // Every day of a leap year and of a common one.
    for (const year of [2024, 2026]) {
      for (
        let day = new Date(Date.UTC(year, 0, 1));
        day.getUTCFullYear() === year;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        expect(isIsoDay(day.toISOString().slice(0, 10))).toBe(true);
      }
    }
  });
});

describe("readPageSearch", () => {
  it("reads a positive page, else none", () => {
    expect(readPageSearch({ page: "3" })).toEqual({ page: 3 });
    expect(readPageSearch({ page: 2 })).toEqual({ page: 2 });
    for (const page of ["1", "0", "-2", "abc", "1.5", undefined])
      expect(readPageSearch({ page })).toEqual({ page: undefined });
  });
});
