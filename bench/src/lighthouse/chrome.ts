import { createServer } from "node:net";
import { type LaunchedChrome, launch } from "chrome-launcher";

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

/** Ports this machine lets us use (other agents share it): the top of 3300–3399 for DevTools. */
const DEBUG_PORT_RANGE = { from: 3370, to: 3399 } as const;

/** The first port of the range nobody listens on at 127.0.0.1. */
export async function freePort(from: number = DEBUG_PORT_RANGE.from, to: number = DEBUG_PORT_RANGE.to) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to} for Chromium's DevTools`);
}

/**
 * A fresh Chromium for one Lighthouse run. chrome-launcher gives it a new temporary user-data-dir
 * (no cache, no storage from an earlier run) and deletes it on kill().
 */
export async function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS],
    // A port we checked is free: chrome-launcher attaches to any Chrome already on the port.
    port: await freePort(),
    logLevel: "silent",
    handleSIGINT: true,
  });
}
