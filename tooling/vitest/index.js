// Shared Vitest settings. Every package resolves workspace packages from source (the
// `@storefront/source` export condition) so tests never depend on a prior build, and when
// TEST_REPORT_DIR is set (by .ci/run) each run also writes a JSON report that the CI summary
// line counts.
import { basename } from "node:path";
import { defineConfig, mergeConfig } from "vitest/config";

/** @param {import("vitest/config").UserConfig} [overrides] */
export function defineProjectConfig(overrides = {}) {
  const reportDir = process.env.TEST_REPORT_DIR;
  const name = basename(process.cwd());
  const base = defineConfig({
    resolve: { conditions: ["@storefront/source"] },
    ssr: { resolve: { conditions: ["@storefront/source"] } },
    test: {
      include: ["src/**/*.test.{ts,tsx}"],
      reporters: reportDir ? ["default", "json"] : ["default"],
      outputFile: reportDir ? { json: `${reportDir}/vitest-${name}.json` } : undefined,
      passWithNoTests: false,
      // Generous: CI runs many suites side by side on 2 shared cores.
      testTimeout: 20_000,
    },
  });
  return mergeConfig(base, overrides);
}
