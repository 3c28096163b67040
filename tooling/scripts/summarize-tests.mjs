// Adds up the JSON reports every test runner wrote to TEST_REPORT_DIR (Vitest and Playwright) and
// prints the one line CI reads: "N passed, N failed". Exits non-zero when any test failed or when no
// report was written at all (a run that tested nothing is not a green run).
// The failing tests are listed by name just above that line: CI often keeps only the tail of the
// log, and a count without names cannot be acted on.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const dir = process.argv[2] ?? process.env.TEST_REPORT_DIR;
if (!dir) throw new Error("usage: summarize-tests.mjs <report-dir>");

let passed = 0;
let failed = 0;
let skipped = 0;
/** "report › file › test" of every failure, in report order. */
const failures = [];

function vitestFailures(report, name) {
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name ?? "?");
    // A suite that failed to load has no failed tests but must still count as a failure.
    if (file.status === "failed" && file.assertionResults?.length === 0) {
      failures.push(`${name} › ${path} › the file failed to load: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") {
        failures.push(
          `${name} › ${path} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
  }
}

function playwrightFailures(suite, name, titles) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(
        `${name} › [${test.projectName}] ${[...here, spec.title].join(" › ")}: ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, name, here);
}

function firstLine(text) {
  // Error messages carry ANSI colours and long diffs; one plain line is enough to find the test.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI escapes
  const plain = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ""
  );
}

const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
for (const name of files) {
  const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
  if (name.startsWith("vitest-")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    failed += (report.testResults ?? []).filter(
      (r) => r.status === "failed" && r.assertionResults?.length === 0,
    ).length;
    vitestFailures(report, name);
  } else if (name.startsWith("playwright-")) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    for (const suite of report.suites ?? []) playwrightFailures(suite, name, []);
  }
}
console.log(`${files.length} test reports`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
