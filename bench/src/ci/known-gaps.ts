import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Check } from "../report/budgets";

/**
 * A budget the build does not meet yet, with the figure CI holds it to meanwhile: no build may get
 * worse than today while the gap is being closed. Each entry says why the gap is there.
 */
export interface KnownGap {
  ceiling: number;
  why: string;
}

export const KNOWN_GAPS_FILE = join(import.meta.dirname, "../../known-gaps.json");

export function readKnownGaps(path = KNOWN_GAPS_FILE): Record<string, KnownGap> {
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, KnownGap>;
}

export type Verdict = { ok: true; note?: string } | { ok: false; reason: string };

/**
 * A deterministic check passes when its figure meets the budget, or, for a known gap, when it is
 * not over the gap's ceiling. A known gap whose budget is now met must be removed (a ratchet that
 * only tightens).
 */
export function judge(check: Check, gap: KnownGap | undefined): Verdict {
  if (check.value === undefined) return { ok: false, reason: `${check.id}: not measured` };
  const over = check.kind === "max" ? check.value > check.limit : check.value < check.limit;
  const figure = `${check.value.toFixed(1)} ${check.unit}`;
  if (!over) {
    return gap
      ? {
          ok: false,
          reason: `${check.id} meets its budget (${figure}): remove it from bench/known-gaps.json`,
        }
      : { ok: true };
  }
  if (!gap)
    return { ok: false, reason: `${check.id}: ${figure} is over the budget of ${check.limit} ${check.unit}` };
  const overCeiling = check.kind === "max" ? check.value > gap.ceiling : check.value < gap.ceiling;
  if (overCeiling) {
    return {
      ok: false,
      reason: `${check.id}: ${figure} is worse than the known gap's ceiling of ${gap.ceiling} ${check.unit} (budget ${check.limit})`,
    };
  }
  return {
    ok: true,
    note: `${check.id}: ${figure}, budget ${check.limit} ${check.unit}, known gap (${gap.why})`,
  };
}
