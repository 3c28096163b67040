import type { Partner } from "@storefront/core/contracts/partner";
import type { ServerRenderHead } from "@storefront/core/contracts/server-render";
import { escapeXml } from "@storefront/core/format";
import { type Locale, localizePath, splitLocalePath } from "@storefront/core/locale";

export interface SeoInput {
  /** The site's origin (`http://retail.localhost:3000`). */
  origin: string;
  /** The requested path, with its `/ar` prefix. */
  path: string;
  /** The query string, with its `?`, or "". */
  search: string;
  partner: Partner;
  /** What the page said about itself while it rendered. */
  head: ServerRenderHead;
  /**
   * The status the page is answered with: only a 200 names a canonical URL and its alternates — a
   * 404 (an unknown path, a route the partner lacks) is no page of the site, in either locale.
   */
  status: number;
}

const OG_LOCALES: Record<Locale, string> = { en: "en_US", ar: "ar_AR" };

/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An image path made absolute on the site's origin (link previews need absolute URLs). */
function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return "";
  }
}

/** Keys of schema.org objects that hold a URL. */
const URL_KEYS = new Set(["url", "item", "image", "logo"]);

/**
 * Structured data with its same-origin paths made absolute (the page declares paths: only the
 * server knows the origin it is served on).
 */
export function absoluteJsonLd(value: unknown, origin: string, key = ""): unknown {
  if (typeof value === "string")
    return URL_KEYS.has(key) && value.startsWith("/") ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absoluteJsonLd(item, origin, name)]),
    );
  }
  return value;
}

/** The partner as a schema.org `Organization` (the home's structured data). */
export function organizationJsonLd(partner: Partner, origin: string): object {
  const logo = partner.snachoo_settings.ecom_logo;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: partner.name,
    url: `${origin}/`,
    ...(logo ? { logo: absolute(origin, logo) } : {}),
  };
}

/**
 * The SEO tags of a server-rendered page (issue 16): meta description, the canonical URL, the
 * `hreflang` alternates of both locales and x-default (English), Open Graph and Twitter cards, and
 * one JSON-LD script per structured-data object (`Organization` on the home, the page's own). A page
 * answered with another status than 200 has no canonical, alternates or `og:url` (issue 43).
 */
export function seoMarkup({ origin, path, search, partner, head, status }: SeoInput): string {
  const { locale, path: unprefixed } = splitLocalePath(path);
  const url = (inLocale: Locale) => `${origin}${localizePath(unprefixed, inLocale)}${search}`;
  const found = status === 200;
  const canonical = found ? url(locale) : "";
  const title = head.title || partner.name;
  const description = head.description ?? "";
  const image = head.image ? absolute(origin, head.image) : "";
  const isProduct = head.jsonLd.some((item) => (item as { "@type"?: unknown })["@type"] === "Product");
  const jsonLd = unprefixed === "/" ? [organizationJsonLd(partner, origin), ...head.jsonLd] : head.jsonLd;

  const meta = (key: "name" | "property", name: string, content: string) =>
    content ? `<meta ${key}="${name}" content="${escapeXml(content)}">` : "";
  const tags = [
    meta("name", "description", description),
    ...(found
      ? [
          `<link rel="canonical" href="${escapeXml(canonical)}">`,
          `<link rel="alternate" hreflang="en" href="${escapeXml(url("en"))}">`,
          `<link rel="alternate" hreflang="ar" href="${escapeXml(url("ar"))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeXml(url("en"))}">`,
        ]
      : []),
    meta("property", "og:type", isProduct ? "product" : "website"),
    meta("property", "og:site_name", partner.name),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", OG_LOCALES[locale]),
    meta("property", "og:image", image),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    ...jsonLd.map(
      (item) => `<script type="application/ld+json">${scriptJson(absoluteJsonLd(item, origin))}</script>`,
    ),
  ];
  return tags.filter(Boolean).join("\n    ");
}
