import { launchBrowser, withThrottledPage } from "./throttled-page";

/** How long and how fast the shopper scrolls: ~2,400 px/s at 60 fps, a brisk flick through the list. */
const SCROLL_MS = 4_000;
const PX_PER_FRAME = 40;

export interface BulkListFigures {
  /** Most elements the whole document had at any frame of the scroll (not only the list's). */
  domNodes: number;
  /** Most elements the virtualised list itself had (its own element included): what the budget bounds. */
  listNodes: number;
  /** Frames per second during the scroll; headless Chromium caps rAF at 60. */
  fps: number;
  longTasks: number;
  longestTaskMs: number;
}

/**
 * Scrolls the bulk partner's 10,000-product list (virtualised, `[data-slot=long-product-list]`)
 * for ~4 s with CPU ×4 on a phone viewport, one `scrollBy` per animation frame, and reports what
 * the budget checks: DOM size, frame rate and long tasks during the scroll.
 */
export async function measureBulkList(url: string): Promise<BulkListFigures> {
  const browser = await launchBrowser();
  try {
    return await withThrottledPage(browser, async (page) => {
      await page.goto(url, { waitUntil: "networkidle" });
      await page
        .locator("[data-slot=long-product-list] [data-slot=product-row]")
        .first()
        .waitFor({ state: "visible", timeout: 15_000 });
      // Start from a quiet main thread: the figures are the scroll's, not the page load's.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      );

      return page.evaluate(
        async ({ scrollMs, pxPerFrame }) => {
          // No named functions in here: tsx (esbuild keepNames) would wrap them in a `__name`
          // helper that does not exist in the page.
          const longTasks: PerformanceEntry[] = [];
          const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
          observer.observe({ type: "longtask" });

          let frames = 0;
          const list = document.querySelector("[data-slot=long-product-list]");
          if (!list) throw new Error("the bulk page has no long product list");
          let domNodes = document.querySelectorAll("*").length;
          let listNodes = list.querySelectorAll("*").length + 1;
          const start = performance.now();
          for (;;) {
            const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
            frames++;
            domNodes = Math.max(domNodes, document.querySelectorAll("*").length);
            listNodes = Math.max(listNodes, list.querySelectorAll("*").length + 1);
            if (now - start >= scrollMs) break;
            window.scrollBy(0, pxPerFrame);
          }
          const end = performance.now();

          // A long task's entry is queued after the task ends: let the last one arrive.
          await new Promise((resolve) => setTimeout(resolve, 100));
          longTasks.push(...observer.takeRecords());
          observer.disconnect();
          const during = longTasks.filter((task) => task.startTime >= start && task.startTime < end);
          if (window.scrollY === 0) throw new Error("the bulk list page did not scroll");
          return {
            domNodes,
            listNodes,
            fps: frames / ((end - start) / 1000),
            longTasks: during.length,
            longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
          };
        },
        { scrollMs: SCROLL_MS, pxPerFrame: PX_PER_FRAME },
      );
    });
  } finally {
    await browser.close();
  }
}
