import type { PlaywrightTestConfig } from "@playwright/test";

export const chromiumPath: string;
export const chromiumArgs: string[];

/** The one browser project: Desktop Chrome's settings on Debian's Chromium. */
export const chromiumProject: NonNullable<PlaywrightTestConfig["projects"]>[number];

/** Playwright settings shared by every app's e2e suite: Debian Chromium, JSON report for .ci/run. */
export function definePlaywrightConfig(options: {
  port: number;
  webServer: PlaywrightTestConfig["webServer"];
  testDir?: string;
  /** Replaces the one Chromium project (a browser project should spread `chromiumProject.use`). */
  projects?: PlaywrightTestConfig["projects"];
}): PlaywrightTestConfig;
