import { type LaunchedChrome, launch } from "chrome-launcher";
import { freePort } from "../ports";

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (we never download a browser here). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/**
 * PERFORMANCE.md's flags: new headless, no sandbox/GPU (containers), and nothing that reaches the
 * network on its own (this machine has none, and background traffic would skew the figures).
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
] as const;

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
