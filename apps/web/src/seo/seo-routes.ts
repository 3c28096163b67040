import type { Hono } from "hono";
import type { Backend } from "../backend/backend";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./seo-files";

/**
 * `robots.txt` and the paged `sitemap.xml` of each tenant, on its own origin: `/sitemap.xml` is the
 * index, `/sitemap.xml?page=N` its files, from the backend's sitemap (`GET P/sitemap`). An unknown
 * host or page answers 404.
 */
export function mountSeoFiles(app: Hono, backend: Backend) {
  const originOf = (url: string) => new URL(url).origin;
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(originOf(c.req.url)));
  });
  app.get("/sitemap.xml", async (c) => {
    const page = c.req.query("page");
    const file = page === undefined ? null : Number(page);
    if (file !== null && !(Number.isInteger(file) && file >= 1 && file <= 100_000)) {
      return c.text("No such sitemap page", 404);
    }
    const origin = originOf(c.req.url);
    const partner = await backend.partner(origin);
    const sitemap = partner.access_token ? await backend.sitemap(origin, partner, file) : null;
    if (!sitemap || (file !== null && !sitemap.entries)) return c.text("No such sitemap", 404);
    const xml = sitemap.entries
      ? sitemapXml(origin, partner.snachoo_settings.type, sitemap.entries)
      : sitemapIndexXml(origin, sitemap.files);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml);
  });
}
