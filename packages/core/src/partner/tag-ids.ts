/** Google Tag Manager container id: `GTM-` then 4–12 capitals or digits. */
const GTM = /^GTM-[A-Z0-9]{4,12}$/;
/** Google tag ids: `G-…` (GA4), `AW-…` (Ads), `UA-12345678-1` (Universal Analytics). */
const GOOGLE_TAG = /^(?:G-[A-Z0-9]{4,16}|AW-[0-9]{4,16}|UA-[0-9]{4,12}-[0-9]{1,4})$/;
/** TikTok pixel code: 16–24 capitals or digits. */
const TIKTOK_PIXEL = /^[A-Z0-9]{16,24}$/;
/** Google site verification token. */
const SITE_VERIFICATION = /^[A-Za-z0-9_-]{10,100}$/;

function normalise(value: unknown, pattern: RegExp, upper: boolean): string | null {
  if (typeof value !== "string") return null;
  const trimmed = upper ? value.trim().toUpperCase() : value.trim();
  return pattern.test(trimmed) ? trimmed : null;
}

/** The GTM container id (`GTM-XXXX`), trimmed and upper-cased, or null when malformed. */
export function gtmId(value: unknown): string | null {
  return normalise(value, GTM, true);
}

/** A Google tag id (`G-…`, `AW-…`, `UA-…-n`), trimmed and upper-cased, or null when malformed. */
export function googleTagId(value: unknown): string | null {
  return normalise(value, GOOGLE_TAG, true);
}

/** A TikTok pixel code, trimmed and upper-cased, or null when malformed. */
export function tiktokPixelCode(value: unknown): string | null {
  return normalise(value, TIKTOK_PIXEL, true);
}

/** A Google site verification token (case kept), or null when malformed. */
export function siteVerificationToken(value: unknown): string | null {
  return normalise(value, SITE_VERIFICATION, false);
}

/** The partner's tracking and verification ids, each null unless well-formed. */
export interface PartnerTags {
  gtm: string | null;
  googleTag: string | null;
  tiktokPixel: string | null;
  siteVerification: string | null;
}

/**
 * The well-formed tag ids of a cms_config (spec §3: `google_tag_manager_id`, `googe_tag` — spelled
 * so —, `tiktok_pixel_code`, `google_site_verification`). Only well-formed ids come out, so an id
 * can be interpolated into a script snippet without escaping.
 */
export function partnerTags(cmsConfig: Readonly<Record<string, unknown>> | null | undefined): PartnerTags {
  return {
    gtm: gtmId(cmsConfig?.google_tag_manager_id),
    googleTag: googleTagId(cmsConfig?.googe_tag),
    tiktokPixel: tiktokPixelCode(cmsConfig?.tiktok_pixel_code),
    siteVerification: siteVerificationToken(cmsConfig?.google_site_verification),
  };
}
