// Shared Playwright settings: tests drive Debian's Chromium (./chromium.js).
import { basename } from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./chromium.js";

export { chromiumArgs, chromiumPath };

/** The one browser project: Desktop Chrome's settings on Debian's Chromium. */
export const chromiumProject = {
  name: "chromium",
  use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
};

/**
 * @param {{ port: number, webServer: import("@playwright/test").PlaywrightTestConfig["webServer"], testDir?: string, projects?: import("@playwright/test").PlaywrightTestConfig["projects"] }} options
 *   `projects` replaces the one Chromium project (each browser project should spread `chromiumProject.use`).
 */
export function definePlaywrightConfig({ port, webServer, testDir = "./e2e", projects = [chromiumProject] }) {
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
    projects,
    webServer,
  });
}
