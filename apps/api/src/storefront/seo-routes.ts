import type { PartnerType } from "@storefront/core/contracts/partner";
import type { Hono } from "hono";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./seo-files";

/** What the sitemap of a host is made of; `entries` for the file asked for (null past the last). */
export type SitemapSource = (
  host: string,
  file: number | null,
) => Promise<{
  type: PartnerType;
  files: number;
  entries: { products: { id: number; slug: string }[]; pages: string[] } | null;
} | null>;

/**
 * `robots.txt` and the paged `sitemap.xml` of each tenant, on its own origin: `/sitemap.xml` is the
 * index, `/sitemap.xml?page=N` its files. An unknown host or page answers 404.
 */
export function mountSeoFiles(app: Hono, sitemap: SitemapSource) {
  const originOf = (url: string) => new URL(url).origin;
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(originOf(c.req.url)));
  });
  app.get("/sitemap.xml", async (c) => {
    const page = c.req.query("page");
    const file = page === undefined ? null : Number(page);
    if (file !== null && !(Number.isInteger(file) && file >= 1)) return c.text("No such sitemap page", 404);
    const source = await sitemap(c.req.header("host") ?? "", file);
    if (!source || (file !== null && !source.entries)) return c.text("No such sitemap", 404);
    const origin = originOf(c.req.url);
    const xml = source.entries
      ? sitemapXml(origin, source.type, source.entries)
      : sitemapIndexXml(origin, source.files);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml);
  });
}
