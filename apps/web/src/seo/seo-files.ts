import { productPath } from "@storefront/core/catalog";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { escapeXml } from "@storefront/core/format";
import { type Locale, localizePath } from "@storefront/core/locale";
import { isPathAvailable, robotsDisallowedPaths } from "@storefront/core/routes";

/**
 * `robots.txt`: everything public may be crawled, nothing personal or private (core's route table:
 * pages behind a login, pages of the shopper's browser state, the kiosk), in both locales; the
 * tenant's sitemap.
 */
export function robotsTxt(origin: string): string {
  const disallow = robotsDisallowedPaths().flatMap((path) => [`Disallow: ${path}`, `Disallow: /ar${path}`]);
  return ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** The sitemap index: one file per page of products (`/sitemap.xml?page=N`). */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

const LOCALES: readonly Locale[] = ["en", "ar"];

/**
 * One sitemap file: every path in both locales, each URL naming its alternates (hreflang en/ar and
 * x-default). The partner's fixed pages (the home, `/products`, `/menu`, `/booking`, `/contact`…: the
 * backend's `paths`, from core's route table) and its own pages come on the first file; the
 * products, when the partner type has product pages.
 */
export function sitemapXml(
  origin: string,
  type: PartnerType,
  entries: {
    products: readonly { id: string; slug: string }[];
    pages: readonly string[];
    paths: readonly string[];
  },
): string {
  // A partner's page may share a fixed page's name: listed once.
  const paths = [
    ...new Set([...entries.paths, ...entries.pages.map((name) => `/${encodeURIComponent(name)}`)]),
  ];
  if (isPathAvailable("/products/:id/:slug", type)) {
    paths.push(...entries.products.map((product) => productPath({ id: product.id, slug: product.slug })));
  }
  const url = (path: string, locale: Locale) => escapeXml(`${origin}${localizePath(path, locale)}`);
  const blocks = paths.flatMap((path) =>
    LOCALES.map((locale) =>
      [
        `  <url><loc>${url(path, locale)}</loc>`,
        ...LOCALES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(path, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>`,
        "  </url>",
      ].join("\n"),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${blocks.join("\n")}\n</urlset>\n`;
}
