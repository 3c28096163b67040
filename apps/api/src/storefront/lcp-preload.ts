import { BANNER_IMAGE, responsiveImageSources } from "@storefront/core/catalog";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { splitLocalePath } from "@storefront/core/locale";
import { escapeXml } from "../images/svg";
import { isSafeLocalPath } from "./head";
import { VERTICAL_PACKAGES } from "./vertical-chunk";

/**
 * The verticals whose home is kit's catalogue home (`createCatalogRoutes` in apps/retail and
 * apps/marketplace), which draws the first banner as its LCP element. Other partner types mount
 * another home (the "coming soon" page today), where a banner preload would be a wasted download.
 */
const CATALOG_HOME_VERTICALS: ReadonlySet<string> = new Set([
  "@storefront/app-retail",
  "@storefront/app-marketplace",
]);

/** Whether a request path is the home, in any locale (`/`, `/ar`, `/ar/`). */
export function isHomePath(pathname: string): boolean {
  return splitLocalePath(pathname).path === "/";
}

/** Whether a partner type's home draws the CMS banners first. */
export function homeShowsBanners(type: PartnerType): boolean {
  return CATALOG_HOME_VERTICALS.has(VERTICAL_PACKAGES[type]);
}

/**
 * `<link rel="preload" as="image">` for the home's first banner, with the same `srcset` and `sizes`
 * as its `<img>` (core's `responsiveImageSources` + `BANNER_IMAGE`), so the browser picks the same
 * candidate for both and downloads it once — but from the HTML, not after the JS and the home API
 * call. Empty for an unusable path.
 */
export function bannerPreloadLink(imagePath: string): string {
  const sources = responsiveImageSources(imagePath, BANNER_IMAGE);
  if (!sources || !isSafeLocalPath(sources.src)) return "";
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(sources.src)}"` +
    ` imagesrcset="${escapeXml(sources.srcSet)}" imagesizes="${escapeXml(BANNER_IMAGE.sizes)}">`
  );
}
