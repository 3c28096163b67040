import type { Partner } from "@storefront/core/contracts/partner";

/** Tag ids the storefront will load, each only when well formed (spec: loaded only for valid ids). */
export const TAG_ID_PATTERNS = {
  google_tag_manager_id: /^GTM-[A-Z0-9]{4,12}$/,
  googe_tag: /^(G|AW|UA|DC)-[A-Z0-9-]{4,20}$/,
  tiktok_pixel_code: /^[A-Z0-9]{10,30}$/,
} as const;

/** Which tag families a partner has well-formed ids for. */
export function partnerTags(partner: Pick<Partner, "cms_config">) {
  const config = partner.cms_config;
  const ok = (key: keyof typeof TAG_ID_PATTERNS) => {
    const value = config[key];
    return typeof value === "string" && TAG_ID_PATTERNS[key].test(value);
  };
  return { gtm: ok("google_tag_manager_id"), gtag: ok("googe_tag"), tiktok: ok("tiktok_pixel_code") };
}

/**
 * The page's Content Security Policy: same-origin scripts only, plus Google Tag Manager /
 * Google Analytics / TikTok hosts when the partner has well-formed ids for them. Inline styles are
 * allowed (partner CSS is injected as text); inline scripts only those whose hashes the page lists
 * (`inlineScriptHashes`: the router's hydration scripts and the boot script of a server-rendered
 * page), none otherwise.
 */
export function contentSecurityPolicy(
  partner: Pick<Partner, "cms_config"> | null,
  scriptHashes: readonly string[] = [],
): string {
  const tags = partner ? partnerTags(partner) : { gtm: false, gtag: false, tiktok: false };
  const google = tags.gtm || tags.gtag;
  const script = ["'self'", ...scriptHashes];
  const connect = ["'self'"];
  const img = ["'self'", "data:"];
  const frame: string[] = [];
  if (google) {
    script.push("https://www.googletagmanager.com");
    connect.push(
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
    img.push("https://www.googletagmanager.com", "https://www.google-analytics.com");
  }
  if (tags.gtm) frame.push("https://www.googletagmanager.com");
  if (tags.tiktok) {
    script.push("https://analytics.tiktok.com");
    connect.push("https://analytics.tiktok.com");
    img.push("https://analytics.tiktok.com");
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
