import type { Partner } from "@storefront/core/contracts/partner";
import { escapeXml } from "@storefront/core/format";

/** The brand name used in titles: the partner-facing variant adds its suffix (spec §1). */
export function brandTitle(partner: Partner): string {
  return partner.brand_variant === "partner" ? `${partner.name} | Partner` : partner.name;
}

/** A same-origin path (not `//host`, not a scheme), safe to put in a link. */
export function isSafeLocalPath(value: unknown): value is string {
  return typeof value === "string" && /^\/(?!\/)[A-Za-z0-9/_.,=?&%-]*$/.test(value);
}

/** The favicon: the configured one when it is a local path, else the generated one. */
export function faviconHref(partner: Partner): string {
  const slug = partner.slug ?? "storefront";
  if (partner.brand_variant === "partner") return `/images/partners/${slug}/favicon-partner.svg`;
  const configured = partner.cms_config.favicon;
  return isSafeLocalPath(configured) ? configured : `/images/partners/${slug}/favicon.svg`;
}

/**
 * Extra `<head>` markup for a partner: favicon, site verification, the first-load module preloads
 * and, on the home, the preload of its LCP image (`lcpImage`, already built markup).
 */
export function headMarkup(partner: Partner | null, preloads: readonly string[], lcpImage = ""): string {
  const parts: string[] = [];
  if (partner?.access_token) {
    parts.push(`<link rel="icon" type="image/svg+xml" href="${escapeXml(faviconHref(partner))}">`);
    const verification = partner.cms_config.google_site_verification;
    if (typeof verification === "string" && /^[A-Za-z0-9_-]{10,100}$/.test(verification)) {
      parts.push(`<meta name="google-site-verification" content="${verification}">`);
    }
  }
  for (const file of preloads) {
    if (isSafeLocalPath(file)) parts.push(`<link rel="modulepreload" crossorigin href="${escapeXml(file)}">`);
  }
  if (lcpImage) parts.push(lcpImage);
  return parts.join("\n    ");
}

/** Replaces the template's `<title>` with the partner's brand title (a replacer: `$'` in a name stays text). */
export function withTitle(html: string, title: string): string {
  const element = `<title>${escapeXml(title)}</title>`;
  return html.replace(/<title>[^<]*<\/title>/, () => element);
}
