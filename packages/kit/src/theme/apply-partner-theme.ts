import type { Partner } from "@storefront/core/contracts/partner";
import {
  displayLayout,
  displayTypeVariables,
  siteVerificationToken,
  themeVariables,
} from "@storefront/core/partner";
import {
  applyFavicon,
  applySiteVerification,
  applyThemeVariables,
  injectStyleText,
  safeFaviconUrl,
} from "./dom-theme";

/** Ids of the style elements holding the partner's CSS (spec §3: common_css, app_css). */
export const PARTNER_STYLE_IDS = { common: "partner-common-css", app: "partner-app-css" } as const;

/** The app's own icons per brand variant (spec §1: the partner-facing variant changes the favicon). */
export interface BrandFavicons {
  storefront?: string;
  partner?: string;
}

/**
 * The favicon to set for a partner, or null to keep the page's (spec §1: the partner-facing brand
 * variant changes the favicon). The storefront variant uses its configured `cms_config.favicon` when
 * that is a safe URL (http(s) or same-origin). The partner-facing variant always shows the
 * variant's icon — the one the server put in the page when there is one (`hasPageIcon`), else the
 * app's. Without a usable configured icon, the page's icon stays, else the app's default is used.
 */
export function partnerFavicon(
  partner: Partner,
  base: string,
  defaults: BrandFavicons = {},
  hasPageIcon = false,
): string | null {
  if (partner.brand_variant === "partner") return hasPageIcon ? null : (defaults.partner ?? null);
  const configured = safeFaviconUrl(partner.cms_config.favicon, base);
  if (configured) return configured;
  return hasPageIcon ? null : (defaults.storefront ?? null);
}

/** The CSS variables of the content container for the partner's display type (core's rule). */
export { displayTypeVariables };

/**
 * Applies a partner's look to the document, before the first render: its colours as CSS variables
 * on `:root` (core keeps only safe colour values; ui's theme.css maps `--primary-color` & co. onto
 * its tokens), the content width of its display type, `common_css` then `app_css` as style TEXT,
 * its favicon and its `google-site-verification` meta. Hostile values are dropped or inert, and the
 * store still renders. Returns the function that undoes all of it.
 */
export function applyPartnerTheme(doc: Document, partner: Partner, favicons: BrandFavicons = {}): () => void {
  const cms = partner.cms_config;
  const root = doc.documentElement;
  const cleanups = [
    applyThemeVariables(root, themeVariables(cms)),
    applyThemeVariables(root, displayTypeVariables(cms.display_type)),
    injectStyleText(doc, PARTNER_STYLE_IDS.common, cms.common_css),
    injectStyleText(doc, PARTNER_STYLE_IDS.app, cms.app_css),
    applyFavicon(
      doc,
      partnerFavicon(
        partner,
        doc.location?.href ?? "http://localhost/",
        favicons,
        doc.head.querySelector("link[rel~='icon'][href]") !== null,
      ),
    ),
    applySiteVerification(doc, siteVerificationToken(cms.google_site_verification)),
  ];
  root.dataset.displayType = displayLayout(cms.display_type).type;
  return () => {
    delete root.dataset.displayType;
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}
