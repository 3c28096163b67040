import type { PlaywrightTestConfig } from "@playwright/test";

export const chromiumPath: string;
export const chromiumArgs: string[];

/** Playwright settings shared by every app's e2e suite: Debian Chromium, JSON report for .ci/run. */
export function definePlaywrightConfig(options: {
  port: number;
  webServer: PlaywrightTestConfig["webServer"];
  testDir?: string;
}): PlaywrightTestConfig;
