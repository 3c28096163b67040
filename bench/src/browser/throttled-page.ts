import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../lighthouse/chrome";

/** CPU slowdown of a mid-range phone, as Lighthouse's mobile preset and PERFORMANCE.md use. */
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (Moto G Power), so these figures see the layout Lighthouse sees. */
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;

/** Debian's Chromium with PERFORMANCE.md's flags; Playwright gives it a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
}

/**
 * Runs `use` on a new page in a fresh context (empty cache and storage: a first-time shopper)
 * whose CPU runs `CPU_SLOWDOWN` times slower through CDP, then closes the context.
 */
export async function withThrottledPage<T>(
  browser: Browser,
  use: (page: Page) => Promise<T>,
  options: { throttle?: boolean } = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    if (options.throttle ?? true) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    return await use(page);
  } finally {
    await context.close();
  }
}
