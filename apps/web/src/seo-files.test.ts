/**
 * `robots.txt` and `sitemap.xml` on each tenant's own origin, written from the backend's sitemap
 * (`GET P/sitemap`): every path in both locales with its alternates; an unknown file or host is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext();
});
afterAll(() => web?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const get = async (path: string, host = "retail.localhost:3000") => {
  const answer = await web.get(host, path);
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};

describe("robots.txt and sitemap.xml per tenant", () => {
  it("robots.txt points at the tenant's own sitemap and keeps personal pages out", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.text).toContain("Sitemap: http://retail.localhost:3000/sitemap.xml");
    expect(robots.text).toContain("Disallow: /ar/checkout");
  });

  it("lists the home, pages and every product in both locales, with their alternates", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("application/xml");
    expect(locs(index.text)).toEqual(["http://retail.localhost:3000/sitemap.xml?page=1"]);
    const file = await get("/sitemap.xml?page=1");
    const urls = locs(file.text);
    expect(urls).toContain("http://retail.localhost:3000/");
    expect(urls).toContain("http://retail.localhost:3000/ar");
    expect(urls).toContain("http://retail.localhost:3000/about");
    expect(urls).toContain("http://retail.localhost:3000/products/1/tea");
    expect(urls).toContain("http://retail.localhost:3000/ar/products/1/tea");
    expect(file.text).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://retail.localhost:3000/products/1/tea"/>',
    );
    expect((await get("/sitemap.xml?page=2")).status).toBe(404);
    expect((await get("/sitemap.xml?page=zero")).status).toBe(404);
  });

  it("has no sitemap for a host without a partner", async () => {
    expect((await get("/sitemap.xml", "ghost.localhost:3000")).status).toBe(404);
  });
});
