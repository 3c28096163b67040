import { type PartnerTags, partnerTags } from "@storefront/core/partner";
import { pageNonce } from "../theme";
import { afterFirstPaint } from "./after-first-paint";

/** Where each tag's script comes from (ids are appended URL-encoded). */
export const TAG_SCRIPT_URLS = {
  gtm: "https://www.googletagmanager.com/gtm.js",
  googleTag: "https://www.googletagmanager.com/gtag/js",
  tiktokPixel: "https://analytics.tiktok.com/i18n/pixel/events.js",
} as const;

type DataLayerWindow = Window & { dataLayer?: unknown[] };
type TikTokQueue = unknown[] & Record<string, unknown>;

function addScript(doc: Document, src: string, tag: string): HTMLScriptElement {
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.partnerTag = tag;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
  return script;
}

/** Google Tag Manager (the official snippet, without inline script): the dataLayer start event, then gtm.js. */
export function injectGtm(win: Window, id: string): HTMLScriptElement {
  const w = win as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  return addScript(win.document, `${TAG_SCRIPT_URLS.gtm}?id=${encodeURIComponent(id)}`, "gtm");
}

/** The Google tag (gtag.js): `gtag('js', now)` and `gtag('config', id)`, then the library. */
export function injectGoogleTag(win: Window, id: string): HTMLScriptElement {
  const w = win as DataLayerWindow & { gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  const dataLayer = w.dataLayer;
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: keep the classic function.
  w.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object itself.
    dataLayer.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id);
  return addScript(win.document, `${TAG_SCRIPT_URLS.googleTag}?id=${encodeURIComponent(id)}`, "google-tag");
}

/** The methods the TikTok pixel queues until its library arrives (from TikTok's snippet). */
const TIKTOK_METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
] as const;

/**
 * The TikTok pixel (TikTok's snippet, without inline script): the `ttq` command queue — calls are
 * queued until the library arrives —, the instance record the library reads, `ttq.page()`, then
 * the library itself.
 */
export function injectTikTokPixel(win: Window, code: string): HTMLScriptElement {
  const w = win as Window & { ttq?: TikTokQueue; TiktokAnalyticsObject?: string };
  w.TiktokAnalyticsObject = "ttq";
  w.ttq = w.ttq ?? ([] as unknown as TikTokQueue);
  const ttq = w.ttq;
  ttq.methods = [...TIKTOK_METHODS];
  for (const method of TIKTOK_METHODS) {
    ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  }
  const instance = [] as unknown as TikTokQueue;
  instance._u = TAG_SCRIPT_URLS.tiktokPixel;
  ttq._i = { ...(ttq._i as object | undefined), [code]: instance };
  ttq._t = { ...(ttq._t as object | undefined), [code]: Date.now() };
  ttq._o = { ...(ttq._o as object | undefined), [code]: {} };
  const script = addScript(
    win.document,
    `${TAG_SCRIPT_URLS.tiktokPixel}?sdkid=${encodeURIComponent(code)}&lib=ttq`,
    "tiktok-pixel",
  );
  (ttq.page as () => void)();
  return script;
}

/** Whether a cms_config names any tag at all (cheap: decides whether to fetch this module). */
export function hasPartnerTags(cmsConfig: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const tags = partnerTags(cmsConfig);
  return Boolean(tags.gtm || tags.googleTag || tags.tiktokPixel);
}

/** Injects the well-formed tags now (no waiting); returns the script elements added. */
export function injectPartnerTags(win: Window, tags: PartnerTags): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  if (tags.gtm) scripts.push(injectGtm(win, tags.gtm));
  if (tags.googleTag) scripts.push(injectGoogleTag(win, tags.googleTag));
  if (tags.tiktokPixel) scripts.push(injectTikTokPixel(win, tags.tiktokPixel));
  return scripts;
}

/**
 * Loads the partner's Google Tag Manager (`google_tag_manager_id`), Google tag (`googe_tag`, spelled
 * so) and TikTok pixel (`tiktok_pixel_code`) after the first paint — only those whose id is well
 * formed (core's validators): a malformed id loads nothing. Returns the function that cancels a
 * load that has not happened yet.
 */
export function loadPartnerTags(
  win: Window,
  cmsConfig: Readonly<Record<string, unknown>> | null | undefined,
) {
  const tags = partnerTags(cmsConfig);
  if (!tags.gtm && !tags.googleTag && !tags.tiktokPixel) return () => {};
  return afterFirstPaint(win, () => {
    injectPartnerTags(win, tags);
  });
}
