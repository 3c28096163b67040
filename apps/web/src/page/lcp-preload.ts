import { BANNER_IMAGE, responsiveImageSources } from "@storefront/core/catalog";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { escapeXml } from "@storefront/core/format";
import { type Locale, splitLocalePath } from "@storefront/core/locale";
import { isSafeLocalPath } from "./head";
import type { ShellBuild } from "./vertical-chunk";

/** Whether a request path is the home, in any locale (`/`, `/ar`, `/ar/`). */
export function isHomePath(pathname: string): boolean {
  return splitLocalePath(pathname).path === "/";
}

/**
 * Whether a partner type's home draws the CMS banners first: its vertical's home is kit's catalogue
 * home (the build's vertical table says so, from the vertical's package.json `storefront.home`).
 * Other homes (the "coming soon" page today) would make a banner preload a wasted download.
 */
export function homeShowsBanners(build: ShellBuild, type: PartnerType): boolean {
  return build.verticals[type]?.home === "catalog";
}

/**
 * `<link rel="preload" as="image">` for the home's first banner, with the same `srcset` and `sizes`
 * as its `<img>` (core's `responsiveImageSources` + `BANNER_IMAGE`, in the page's locale), so the browser picks the same
 * candidate for both and downloads it once — but from the HTML, not after the JS and the home API
 * call. Empty for an unusable path.
 */
export function bannerPreloadLink(imagePath: string, locale: Locale): string {
  const sources = responsiveImageSources(imagePath, { ...BANNER_IMAGE, locale });
  if (!sources || !isSafeLocalPath(sources.src)) return "";
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(sources.src)}"` +
    ` imagesrcset="${escapeXml(sources.srcSet)}" imagesizes="${escapeXml(BANNER_IMAGE.sizes)}">`
  );
}
