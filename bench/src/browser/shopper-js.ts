import type { Response } from "playwright-core";
import { launchBrowser, withThrottledPage } from "./throttled-page";

export interface ShopperJs {
  /** Every JavaScript file the page fetched, with its bytes on the wire (body, as encoded). */
  files: { url: string; encodedBytes: number; encoding: string }[];
  totalEncodedBytes: number;
}

function isJavaScript(response: Response): boolean {
  const type = response.request().resourceType();
  return type === "script" || /\.m?js$/.test(new URL(response.url()).pathname);
}

/**
 * The JavaScript a first-time shopper downloads for a page, measured by the browser rather than
 * computed from the build manifest: a fresh context (empty cache) loads the page with Chromium's
 * own Accept-Encoding (brotli included), and every script response until the network has been
 * idle for a second is recorded with its encoded body size and Content-Encoding. No CPU throttling:
 * this counts bytes, and a faster load reaches idle sooner.
 */
export async function measureShopperJs(url: string): Promise<ShopperJs> {
  const browser = await launchBrowser();
  try {
    return await withThrottledPage(
      browser,
      async (page) => {
        const scripts: Promise<ShopperJs["files"][number]>[] = [];
        const seen = new Set<string>();
        page.on("response", (response) => {
          // A file fetched twice (preload, then import) comes from the memory cache the second time.
          if (!isJavaScript(response) || seen.has(response.url())) return;
          seen.add(response.url());
          scripts.push(
            (async () => {
              await response.finished();
              const sizes = await response.request().sizes();
              return {
                url: response.url(),
                encodedBytes: sizes.responseBodySize,
                encoding: (await response.headerValue("content-encoding")) ?? "identity",
              };
            })(),
          );
        });
        const answer = await page.goto(url, { waitUntil: "networkidle" });
        if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? "nothing"}`);
        await page.waitForTimeout(1_000); // late chunks (after first paint, on idle) count too
        const files = await Promise.all(scripts);
        return { files, totalEncodedBytes: files.reduce((sum, file) => sum + file.encodedBytes, 0) };
      },
      { throttle: false },
    );
  } finally {
    await browser.close();
  }
}
