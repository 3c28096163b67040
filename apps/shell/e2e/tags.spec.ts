import { expect, test } from "./fixtures";
import { blockThirdParties, fixturePartner, hostUrl, THIRD_PARTY, withPartner } from "./support";

// Nothing here reaches the network: third-party hosts are aborted, and we assert what the page
// asked for (the script elements and the attempted requests).
/** Records when each partner tag's script element is added, from the very start of the page. */
const recordTagTimes = () => {
  const times: number[] = [];
  (window as unknown as { __tagTimes: number[] }).__tagTimes = times;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof HTMLScriptElement && node.dataset.partnerTag) times.push(performance.now());
  }).observe(document, { childList: true, subtree: true });
};

test.describe("partner tags", () => {
  test("GTM, the Google tag (googe_tag) and the TikTok pixel load after the first paint", async ({
    page,
    baseURL,
  }) => {
    const thirdParty: string[] = [];
    const reached: string[] = [];
    page.on("request", (request) => {
      if (THIRD_PARTY.test(request.url())) thirdParty.push(request.url());
    });
    page.on("requestfinished", (request) => {
      if (THIRD_PARTY.test(request.url())) reached.push(request.url());
    });
    await blockThirdParties(page);
    await page.addInitScript(recordTagTimes);
    await withPartner(
      page,
      fixturePartner({
        cms_config: {
          google_tag_manager_id: "GTM-AB12CD3",
          googe_tag: "G-TEST12345",
          tiktok_pixel_code: "C4ABCDEFGHIJKLMNOP12",
        },
      }),
    );
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page.locator("#main-content")).toBeVisible();
    const tags = page.locator("script[data-partner-tag]");
    await expect(tags).toHaveCount(3);
    expect(await tags.evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src))).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3",
      "https://www.googletagmanager.com/gtag/js?id=G-TEST12345",
      "https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4ABCDEFGHIJKLMNOP12&lib=ttq",
    ]);
    // The page painted, and finished loading, before any tag was added.
    const timing = await page.evaluate(() => ({
      tags: (window as unknown as { __tagTimes: number[] }).__tagTimes,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(timing.tags).toHaveLength(3);
    for (const time of timing.tags) {
      expect(time).toBeGreaterThanOrEqual(timing.paint);
      expect(time).toBeGreaterThanOrEqual(timing.load);
    }
    // The browser asked for them (the page's CSP or our route stops them), none got through.
    await expect.poll(() => thirdParty.length).toBe(3);
    expect(reached).toEqual([]);
  });

  test("malformed ids load nothing", async ({ page, baseURL }) => {
    const blocked = await blockThirdParties(page);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (THIRD_PARTY.test(request.url())) thirdParty.push(request.url());
    });
    await withPartner(
      page,
      fixturePartner({
        cms_config: {
          google_tag_manager_id: "GTM-1');alert(1)//",
          googe_tag: "G-<script>",
          tiktok_pixel_code: "javascript:alert(1)",
        },
      }),
    );
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page.locator("#main-content")).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator("script[data-partner-tag]")).toHaveCount(0);
    expect(blocked).toEqual([]);
    expect(thirdParty).toEqual([]);
  });

  test("no ids, no tag code at all", async ({ page, baseURL }) => {
    const blocked = await blockThirdParties(page);
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await withPartner(page, fixturePartner());
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page.locator("#main-content")).toBeVisible();
    await page.waitForTimeout(500);
    expect(scripts.some((url) => /\/assets\/tags-/.test(url))).toBe(false);
    expect(blocked).toEqual([]);
  });
});
