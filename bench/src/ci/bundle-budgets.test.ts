import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleFigures } from "../bundle/first-load";
import { bundleChecks } from "../report/budgets";
import { budgetTable } from "../report/print";
import { REPO_ROOT } from "../server";
import { judge, readKnownGaps } from "./known-gaps";

// The deterministic budgets, checked on every CI run against the production build of the shell
// (turbo builds it before this task): bytes a shopper downloads, from the build manifest.
describe("bundle budgets of the production build", async () => {
  const figures = await bundleFigures(join(REPO_ROOT, "apps/shell/dist"));
  const checks = bundleChecks({ bundle: figures });
  const gaps = readKnownGaps();
  console.log(budgetTable(checks));

  it.each(checks.map((check) => [check.id, check] as const))("%s", (_id, check) => {
    const verdict = judge(check, gaps[check.id]);
    if (verdict.ok && verdict.note) console.warn(verdict.note);
    expect(verdict.ok ? "ok" : verdict.reason).toBe("ok");
  });

  it("lists no known gap for a check that does not exist", () => {
    const ids = new Set(checks.map((check) => check.id));
    expect(Object.keys(gaps).filter((id) => !ids.has(id))).toEqual([]);
  });
});
