/**
 * `robots.txt` and `sitemap.xml` on each tenant's own origin, written from the backend's sitemap
 * (`GET P/sitemap`): every path in both locales with its alternates; an unknown file or host is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";
import { stubPartner } from "./test/stub-backend";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext();
  const restaurant = stubPartner("restaurant");
  restaurant.snachoo_settings.type = "restaurant";
  web.backend.partners.set("restaurant", restaurant);
  const salon = stubPartner("salon");
  salon.snachoo_settings.type = "salon";
  web.backend.partners.set("salon", salon);
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

  it("robots.txt keeps out every personal or shop-floor page, in both locales (issue 43, defect 12)", async () => {
    const lines = (await get("/robots.txt")).text.split("\n");
    for (const path of [
      "/checkout-sugar",
      "/digital-menu-cart",
      "/kiosk",
      "/complete",
      "/account",
      "/cart",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /ar${path}`);
    }
    expect(lines).not.toContain("Disallow: /products");
    expect(lines).not.toContain("Disallow: /");
  });

  it("lists each partner type's fixed pages in both locales with their alternates (issue 43, defect 12)", async () => {
    const listed = async (host: string) => {
      const text = (await get("/sitemap.xml?page=1", host)).text;
      return { text, urls: locs(text) };
    };
    const origin = (slug: string) => `http://${slug}.localhost:3000`;
    const expectPage = (
      { text, urls }: { text: string; urls: (string | undefined)[] },
      slug: string,
      path: string,
    ) => {
      expect(urls).toContain(`${origin(slug)}${path}`);
      expect(urls).toContain(`${origin(slug)}/ar${path}`);
      expect(text).toContain(`hreflang="ar" href="${origin(slug)}/ar${path}"/>`);
      expect(text).toContain(`hreflang="x-default" href="${origin(slug)}${path}"/>`);
    };
    const retail = await listed("retail.localhost:3000");
    for (const path of ["/categories", "/contact", "/products"]) expectPage(retail, "retail", path);
    expect(retail.urls).not.toContain(`${origin("retail")}/menu`);
    expect(retail.urls).not.toContain(`${origin("retail")}/cart`);
    const restaurant = await listed("restaurant.localhost:3000");
    for (const path of ["/menu", "/contact"]) expectPage(restaurant, "restaurant", path);
    expect(restaurant.urls).not.toContain(`${origin("restaurant")}/kiosk`);
    expect(restaurant.urls).not.toContain(`${origin("restaurant")}/digital-menu-cart`);
    const salon = await listed("salon.localhost:3000");
    for (const path of ["/booking", "/paid-plans", "/vouchers", "/contact"]) expectPage(salon, "salon", path);
    expect(salon.urls).not.toContain(`${origin("salon")}/categories`);
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
