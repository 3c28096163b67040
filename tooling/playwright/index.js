// Shared Playwright settings: tests drive Debian's Chromium (./chromium.js).
import { basename } from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./chromium.js";

export { chromiumArgs, chromiumPath };

/**
 * @param {{ port: number, webServer: import("@playwright/test").PlaywrightTestConfig["webServer"], testDir?: string }} options
 */
export function definePlaywrightConfig({ port, webServer, testDir = "./e2e" }) {
  const reportDir = process.env.TEST_REPORT_DIR;
  const name = basename(process.cwd());
  return defineConfig({
    testDir,
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    workers: 2,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: reportDir
      ? [["list"], ["json", { outputFile: `${reportDir}/playwright-${name}.json` }]]
      : [["list"]],
    use: {
      baseURL: `http://localhost:${port}`,
      trace: "retain-on-failure",
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: [
      {
        name: "chromium",
        use: {
          ...devices["Desktop Chrome"],
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        },
      },
    ],
    webServer,
  });
}
