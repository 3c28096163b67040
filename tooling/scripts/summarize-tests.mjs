// Adds up the JSON reports every test runner wrote to TEST_REPORT_DIR (Vitest and Playwright) and
// prints the one line CI reads: "N passed, N failed". Exits non-zero when any test failed or when no
// report was written at all (a run that tested nothing is not a green run).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? process.env.TEST_REPORT_DIR;
if (!dir) throw new Error("usage: summarize-tests.mjs <report-dir>");

let passed = 0;
let failed = 0;
let skipped = 0;
const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
for (const name of files) {
  const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
  if (name.startsWith("vitest-")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load has no failed tests but must still count as a failure.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === "failed" && r.assertionResults?.length === 0,
    ).length;
  } else if (name.startsWith("playwright-")) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
  }
}
console.log(`${files.length} test reports`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
