import { describe, expect, it } from "vitest";
import type { Check } from "../report/budgets";
import { judge } from "./known-gaps";

const check = (value: number | undefined): Check => ({
  id: "js.retail-home.gzip",
  label: "JS",
  value,
  limit: 115,
  unit: "kB",
  kind: "max",
  deterministic: true,
});
const gap = { ceiling: 150, why: "overlays still eager" };

describe("judge", () => {
  it("passes a figure within its budget", () => {
    expect(judge(check(100), undefined)).toEqual({ ok: true });
  });
  it("fails a figure over its budget when no gap is known", () => {
    expect(judge(check(120), undefined)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/over the budget of 115/),
    });
  });
  it("holds a known gap to its ceiling", () => {
    expect(judge(check(140), gap)).toMatchObject({ ok: true, note: expect.stringMatching(/known gap/) });
    expect(judge(check(151), gap)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ceiling of 150/),
    });
  });
  it("asks to remove a gap once the budget is met", () => {
    expect(judge(check(110), gap)).toMatchObject({ ok: false, reason: expect.stringMatching(/remove it/) });
  });
  it("fails a figure that was not measured", () => {
    expect(judge(check(undefined), undefined)).toMatchObject({ ok: false });
  });
});
