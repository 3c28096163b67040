/**
 * Issue 42's page-cache poisoning and flooding: a page asked with another Host (a port, a trailing
 * dot) names the partner's configured origin in every URL it carries, whoever asked first; a
 * campaign's made-up parameters neither enter the cache nor the canonical, so a flood of them
 * cannot evict the real page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";
import { STAND_IN_ENTRY } from "./test/stand-in-entry";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext({ files: { "server/entry-server.js": STAND_IN_ENTRY } });
});
afterAll(() => web?.close());

async function page(host: string, path: string) {
  const answer = await web.get(host, path);
  return {
    status: answer.status,
    text: await answer.text(),
    cache: answer.headers.get("x-storefront-cache"),
  };
}

/** Every absolute URL of the page's head: canonical, alternates, og:url, JSON-LD. */
const absoluteUrls = (html: string) => [...html.matchAll(/https?:\/\/[^"'\s<>]+/g)].map((match) => match[0]);

describe("the page cache against a forged Host", () => {
  it("writes the partner's own origin into a page first asked with another host", async () => {
    for (const host of ["retail.localhost:6666", "retail.localhost.:3000"]) {
      const first = await page(host, "/products/1/tea");
      expect(first.status).toBe(200);
      const urls = absoluteUrls(first.text).filter((url) => url.includes("retail"));
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const url of urls) expect(url.startsWith("http://retail.localhost:3000/")).toBe(true);
      expect(first.text).not.toContain("6666");
      expect(first.text).not.toContain("localhost.:");
    }
    // The shopper's host gets the same kept page, with the same URLs.
    const shopper = await page("retail.localhost:3000", "/products/1/tea");
    expect(shopper.cache).toBe("hit");
    expect(shopper.text).toContain(
      '<link rel="canonical" href="http://retail.localhost:3000/products/1/tea">',
    );
  });

  it("names the partner's origin in robots.txt and the sitemap whatever the Host", async () => {
    const robots = await (await web.get("retail.localhost:6666", "/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://retail.localhost:3000/sitemap.xml");
    const sitemap = await (await web.get("retail.localhost:6666", "/sitemap.xml?page=1")).text();
    expect(sitemap).toContain("<loc>http://retail.localhost:3000/products/1/tea</loc>");
    expect(sitemap).not.toContain("6666");
  });
});

describe("the page cache against made-up parameters", () => {
  it("keeps campaign parameters out of the canonical and the cache", async () => {
    const tagged = await page("retail.localhost:3000", "/products?utm_source=mail&key=tea");
    expect(tagged.cache).toBeNull();
    expect(tagged.text).toContain(
      '<link rel="canonical" href="http://retail.localhost:3000/products?key=tea">',
    );
    expect(tagged.text).not.toContain("utm_source");
    // The parameters a page reads are one key in whatever order they came.
    expect((await page("retail.localhost:3000", "/products?page=2&key=tea")).cache).toBe("miss");
    expect((await page("retail.localhost:3000", "/products?key=tea&page=2")).cache).toBe("hit");
  });

  it("leaves the real page kept through a flood of 1,100 unique query strings", async () => {
    const real = "/products?sort=newest";
    await page("retail.localhost:3000", real);
    expect((await page("retail.localhost:3000", real)).cache).toBe("hit");
    for (let i = 0; i < 1100; i += 1) {
      const flood = await page("retail.localhost:3000", `/products?utm_source=flood-${i}`);
      expect(flood.status).toBe(200);
    }
    expect((await page("retail.localhost:3000", real)).cache).toBe("hit");
  });
});
