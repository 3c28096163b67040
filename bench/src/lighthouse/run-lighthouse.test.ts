import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { figuresFromResult, measurePages, type RunFigures } from "./run-lighthouse";

/** A runner that answers figures from a script per URL and records the order it was called in. */
function scriptedRunner(script: Record<string, RunFigures[]>) {
  const calls: string[] = [];
  const runOnce = async (url: string) => {
    calls.push(url);
    const next = script[url]?.shift();
    if (!next) throw new Error(`no scripted run left for ${url}`);
    return next;
  };
  return { calls, runOnce };
}

const run = (score: number, lcpMs: number, tbtMs = 0): RunFigures => ({
  score,
  fcpMs: lcpMs / 2,
  lcpMs,
  tbtMs,
  cls: 0,
  ttiMs: lcpMs * 2,
});

describe("measurePages", () => {
  it("interleaves the runs: run 1 of every page, then run 2 of every page", async () => {
    const { calls, runOnce } = scriptedRunner({
      "/a": [run(99, 1), run(99, 2), run(99, 3)],
      "/b": [run(99, 1), run(99, 2), run(99, 3)],
      "/base": [run(99, 1), run(99, 2), run(99, 3)],
    });
    const pages = [
      { name: "a", url: "/a" },
      { name: "b", url: "/b" },
      { name: "baseline", url: "/base" },
    ];
    await measurePages(pages, { runs: 3 }, runOnce);
    expect(calls).toEqual(["/a", "/b", "/base", "/a", "/b", "/base", "/a", "/b", "/base"]);
  });

  it("reports the median of each figure per page, and the number of runs", async () => {
    const { runOnce } = scriptedRunner({
      "/home": [run(90, 2000, 300), run(98, 1500, 10), run(95, 1700, 40)],
      "/base": [run(100, 1400, 0), run(99, 1450, 20), run(100, 1420, 5)],
    });
    const figures = await measurePages(
      [
        { name: "home", url: "/home" },
        { name: "baseline", url: "/base" },
      ],
      { runs: 3 },
      runOnce,
    );
    expect(figures.home).toEqual({
      score: 95,
      fcpMs: 850,
      lcpMs: 1700,
      tbtMs: 40,
      cls: 0,
      ttiMs: 3400,
      runs: 3,
    });
    expect(figures.baseline).toEqual({
      score: 100,
      fcpMs: 710,
      lcpMs: 1420,
      tbtMs: 5,
      cls: 0,
      ttiMs: 2840,
      runs: 3,
    });
  });

  it("refuses zero runs and two pages with one name", async () => {
    const { runOnce } = scriptedRunner({});
    await expect(measurePages([{ name: "a", url: "/a" }], { runs: 0 }, runOnce)).rejects.toThrow(/runs/);
    await expect(
      measurePages(
        [
          { name: "a", url: "/a" },
          { name: "a", url: "/b" },
        ],
        { runs: 1 },
        runOnce,
      ),
    ).rejects.toThrow(/two pages are named "a"/);
  });

  it("lets a failed run fail the measurement", async () => {
    const runOnce = async () => {
      throw new Error("Lighthouse could not measure /a");
    };
    await expect(measurePages([{ name: "a", url: "/a" }], { runs: 1 }, runOnce)).rejects.toThrow(
      "could not measure",
    );
  });
});

/** The parts of a Lighthouse result the figures come from. */
function lighthouseResult(overrides: Partial<Record<keyof Result, unknown>> = {}): Result {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    requestedUrl: "http://retail.localhost:3300/",
    runWarnings: [],
    categories: { performance: { score: 0.974 } },
    audits: {
      "first-contentful-paint": audit(1200.4),
      "largest-contentful-paint": audit(1510.9),
      "total-blocking-time": audit(42),
      "cumulative-layout-shift": audit(0.013),
      interactive: audit(2480.2),
    },
    ...overrides,
  } as unknown as Result;
}

describe("figuresFromResult", () => {
  it("reads score (0–100), FCP, LCP, TBT, CLS and TTI", () => {
    expect(figuresFromResult(lighthouseResult())).toEqual({
      score: 97,
      fcpMs: 1200.4,
      lcpMs: 1510.9,
      tbtMs: 42,
      cls: 0.013,
      ttiMs: 2480.2,
    });
  });

  it("throws Lighthouse's runtime error (the page did not load)", () => {
    const failed = lighthouseResult({
      runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message: "Status code: 500" },
      categories: { performance: { score: null } },
    });
    expect(() => figuresFromResult(failed)).toThrow(
      /could not measure http:\/\/retail\.localhost:3300\/: ERRORED_DOCUMENT_REQUEST — Status code: 500/,
    );
  });

  it("throws when there is no score or a metric is missing", () => {
    expect(() =>
      figuresFromResult(lighthouseResult({ categories: { performance: { score: null } } })),
    ).toThrow(/no performance score/);
    expect(() => figuresFromResult(lighthouseResult({ audits: {} }))).toThrow(/no first-contentful-paint/);
  });
});
