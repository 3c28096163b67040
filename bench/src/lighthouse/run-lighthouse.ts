import lighthouse, { type Result } from "lighthouse";
import { median } from "../stats";
import { launchChrome } from "./chrome";

/** Medians over `runs` Lighthouse runs of one page. Score 0–100; times in ms; CLS unitless. */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Time to interactive (simulated). Not in the score since Lighthouse 10; printed because a
   * server-rendered page trades it against the first paint (decision 0030).
   */
  ttiMs: number;
  runs: number;
}

/** What one Lighthouse run yields. */
export type RunFigures = Omit<LighthouseFigures, "runs">;

/** One Lighthouse run of one URL; injectable so the interleaving can be tested without a browser. */
export type RunOnce = (url: string) => Promise<RunFigures>;

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    const why = lhr.audits[id]?.errorMessage ?? "no value";
    throw new Error(`Lighthouse gave no ${id} for ${lhr.requestedUrl}: ${why}`);
  }
  return value;
}

/**
 * The figures of a Lighthouse result, or a clear error when the run failed: a runtimeError (page
 * did not load, answered 4xx/5xx, never painted…) or a performance category without a score.
 */
export function figuresFromResult(lhr: Result): RunFigures {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") {
    throw new Error(
      `Lighthouse gave no performance score for ${lhr.requestedUrl}${lhr.runWarnings.length ? `: ${lhr.runWarnings.join("; ")}` : ""}`,
    );
  }
  return {
    // Lighthouse shows the score rounded to a whole number; so do we, before taking medians.
    score: Math.round(score * 100),
    fcpMs: numericAudit(lhr, "first-contentful-paint"),
    lcpMs: numericAudit(lhr, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr, "total-blocking-time"),
    cls: numericAudit(lhr, "cumulative-layout-shift"),
    ttiMs: numericAudit(lhr, "interactive"),
  };
}

/**
 * One Lighthouse 12 run with the default config — mobile (Moto G Power screen), simulated
 * throttling (slow 4G, CPU ×4) — performance category only, in a Chromium launched for this run
 * alone and killed after, so no cache or storage carries over from an earlier run.
 */
export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Attempts per run: Lighthouse itself says "run again" for trace hiccups such as NO_NAVSTART. */
const ATTEMPTS = 3;

/**
 * One run, reduced to its figures (the default `runOnce`). A failed run is retried with a fresh
 * Chromium: on a loaded 2-core machine the trace recording sometimes misses the navigation; a page
 * that really fails, fails every attempt and the error says why.
 */
export const lighthouseOnce: RunOnce = async (url) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return figuresFromResult(await runLighthouse(url));
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`[bench] Lighthouse attempt ${attempt} failed, retrying: ${(error as Error).message}`);
    }
  }
};

/**
 * Lighthouse figures for several pages, the median of `runs` runs each. Runs are interleaved —
 * run 1 of every page, then run 2 of every page… — so a burst of load from the other agents on
 * this 2-core machine spreads over all pages instead of penalising one (the baseline page is one
 * of them: its LCP is the denominator of the LCP ratio).
 */
export async function measurePages(
  pages: readonly { name: string; url: string }[],
  options: { runs: number },
  runOnce: RunOnce = lighthouseOnce,
): Promise<Record<string, LighthouseFigures>> {
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    throw new Error(`runs must be a whole number ≥ 1, got ${options.runs}`);
  }
  const names = pages.map((page) => page.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new Error(`two pages are named "${repeated}"`);

  const runsByPage = new Map<string, RunFigures[]>(names.map((name) => [name, []]));
  for (let run = 0; run < options.runs; run++) {
    for (const page of pages) runsByPage.get(page.name)?.push(await runOnce(page.url));
  }

  const figures: Record<string, LighthouseFigures> = {};
  for (const [name, runs] of runsByPage) {
    const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
    figures[name] = {
      score: of((run) => run.score),
      fcpMs: of((run) => run.fcpMs),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
      ttiMs: of((run) => run.ttiMs),
      runs: runs.length,
    };
  }
  return figures;
}

/** Lighthouse figures of one page: the median of `runs` runs. */
export async function measurePage(url: string, options: { runs: number }): Promise<LighthouseFigures> {
  const figures = await measurePages([{ name: url, url }], options);
  return figures[url] as LighthouseFigures;
}
