// Shared Playwright settings. We never download Playwright's own browser (no network here):
// tests drive Debian's Chromium. The flags keep Chromium off the closed network.
import { basename } from "node:path";
import { defineConfig, devices } from "@playwright/test";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

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
