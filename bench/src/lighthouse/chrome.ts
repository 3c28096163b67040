import { chromiumArgs, chromiumPath as sharedChromiumPath } from "@storefront/playwright-config/chromium";
import { type LaunchedChrome, launch } from "chrome-launcher";
import { freePort } from "../ports";

/** Debian's Chromium (or CHROMIUM_PATH), as for every browser run in this repo. */
export function chromiumPath(): string {
  return sharedChromiumPath;
}

/** The repo's offline-safe flags (tooling/playwright/chromium.js), headless for the bench. */
export const CHROMIUM_FLAGS = ["--headless=new", ...chromiumArgs] as const;

/** DevTools ports for the Chromiums Lighthouse drives (the first free one is taken per run). */
const DEBUG_PORT_RANGE = { from: 3370, to: 3399 } as const;

/**
 * A fresh Chromium for one Lighthouse run. chrome-launcher gives it a new temporary user-data-dir
 * (no cache, no storage from an earlier run) and deletes it on kill().
 */
export async function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS],
    // A port we checked is free: chrome-launcher attaches to any Chrome already on the port.
    port: await freePort(DEBUG_PORT_RANGE.from, DEBUG_PORT_RANGE.to),
    logLevel: "silent",
    handleSIGINT: true,
  });
}
