import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";
import { hasPartnerTags, injectPartnerTags, loadPartnerTags, TAG_SCRIPT_URLS } from "./loaders";

type TagWindow = Window & {
  dataLayer?: unknown[];
  ttq?: unknown[] & Record<string, unknown>;
  gtag?: unknown;
};

afterEach(() => {
  document.head.innerHTML = "";
  const w = window as TagWindow;
  delete w.dataLayer;
  delete w.ttq;
  delete w.gtag;
  vi.useRealTimers();
});

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[data-partner-tag]")];

describe("injectPartnerTags", () => {
  it("adds GTM, the Google tag and the TikTok pixel with their ids", () => {
    injectPartnerTags(window, {
      gtm: "GTM-AB12CD",
      googleTag: "G-XYZ12345",
      tiktokPixel: "C4ABCDEFGHIJKLMNOP12",
      siteVerification: null,
    });
    expect(scripts().map((s) => s.src)).toEqual([
      `${TAG_SCRIPT_URLS.gtm}?id=GTM-AB12CD`,
      `${TAG_SCRIPT_URLS.googleTag}?id=G-XYZ12345`,
      `${TAG_SCRIPT_URLS.tiktokPixel}?sdkid=C4ABCDEFGHIJKLMNOP12&lib=ttq`,
    ]);
    expect(scripts().every((s) => s.async)).toBe(true);
    const w = window as TagWindow;
    expect(w.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
    const gtagCall = w.dataLayer?.[2] as IArguments;
    expect(Object.prototype.toString.call(gtagCall)).toBe("[object Arguments]");
    expect([...gtagCall]).toEqual(["config", "G-XYZ12345"]);
    expect(w.ttq?.[0]).toEqual(["page"]);
  });
});

describe("loadPartnerTags", () => {
  it("loads nothing for absent or malformed ids (no network, no globals)", () => {
    for (const cms of [
      {},
      null,
      {
        google_tag_manager_id: "GTM-1'};alert(1)//",
        googe_tag: "G-<script>",
        tiktok_pixel_code: "javascript:alert(1)",
      },
    ]) {
      expect(hasPartnerTags(cms)).toBe(false);
      loadPartnerTags(window, cms);
    }
    expect(scripts()).toHaveLength(0);
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });

  it("waits for the first paint, then loads only the well-formed ids", async () => {
    vi.useFakeTimers();
    const cms = { google_tag_manager_id: " gtm-ab12cd ", googe_tag: "not a tag", tiktok_pixel_code: "" };
    expect(hasPartnerTags(cms)).toBe(true);
    loadPartnerTags(window, cms);
    expect(scripts()).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(scripts().map((s) => s.src)).toEqual([`${TAG_SCRIPT_URLS.gtm}?id=GTM-AB12CD`]);
  });

  it("can be cancelled before it runs", async () => {
    vi.useFakeTimers();
    const cancel = loadPartnerTags(window, { googe_tag: "G-XYZ12345" });
    cancel();
    await vi.runAllTimersAsync();
    expect(scripts()).toHaveLength(0);
  });
});

describe("afterFirstPaint", () => {
  it("waits for the load event while the document is still loading", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    afterFirstPaint(window, task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });
});
