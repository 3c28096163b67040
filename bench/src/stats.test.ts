import { describe, expect, it } from "vitest";
import { median, percentile } from "./stats";

describe("median", () => {
  it("takes the middle value of an odd list, whatever its order", () => {
    expect(median([900, 100, 300])).toBe(300);
  });
  it("averages the two middle values of an even list", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe("percentile", () => {
  // 1…200 in reverse order: the rank, not the position in the input, decides.
  const samples = Array.from({ length: 200 }, (_, i) => 200 - i);

  it("takes the nearest rank: p50 and p99 of 200 samples are the 100th and the 198th", () => {
    expect(percentile(samples, 50)).toBe(100);
    expect(percentile(samples, 99)).toBe(198);
  });
  it("gives the slowest sample at p100 and the fastest at a tiny p", () => {
    expect(percentile(samples, 100)).toBe(200);
    expect(percentile(samples, 0.1)).toBe(1);
  });
  it("never interpolates: it answers a value that was measured", () => {
    expect(percentile([10, 30], 50)).toBe(10);
    expect(percentile([10, 30], 51)).toBe(30);
  });
  it("refuses an empty list and a percentile outside (0, 100]", () => {
    expect(() => percentile([], 50)).toThrow(/empty/);
    expect(() => percentile([1], 0)).toThrow(/outside/);
    expect(() => percentile([1], 101)).toThrow(/outside/);
  });
});
