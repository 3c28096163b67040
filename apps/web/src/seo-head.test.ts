/**
 * The SEO head of a page the server answers (issue 43, defect 12): a found page names its canonical
 * URL and the alternates of both locales; a 404 — an unknown product, a route the partner lacks — is
 * no page of the site and names neither, in English or Arabic.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoMarkup } from "./seo/seo-head";
import { openWebContext, type WebContext } from "./test/harness";
import { STAND_IN_ENTRY } from "./test/stand-in-entry";
import { stubPartner } from "./test/stub-backend";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext({ files: { "server/entry-server.js": STAND_IN_ENTRY } });
});
afterAll(() => web?.close());

const LINKS = /<link rel="(?:canonical|alternate)"[^>]*>/g;

describe("canonical and hreflang by status", () => {
  it("a 200 names its canonical and alternates, a 404 none", () => {
    const input = {
      origin: "http://retail.localhost:3000",
      path: "/ar/products/9/gone",
      search: "",
      partner: stubPartner("retail"),
      head: { title: "Gone", jsonLd: [] },
    };
    const found = seoMarkup({ ...input, status: 200 });
    expect(found).toContain('<link rel="canonical" href="http://retail.localhost:3000/ar/products/9/gone">');
    expect(found.match(LINKS)).toHaveLength(4);
    const missing = seoMarkup({ ...input, status: 404 });
    expect(missing.match(LINKS)).toBeNull();
    expect(missing).not.toContain("og:url");
    expect(missing).toContain('content="Gone"');
  });

  for (const prefix of ["", "/ar"]) {
    it(`the server's 404 page carries no canonical and no hreflang (${prefix || "en"})`, async () => {
      const found = await web.get("retail.localhost:3000", `${prefix}/products/1/tea`);
      expect(found.status).toBe(200);
      expect((await found.text()).match(LINKS)).toHaveLength(4);
      const missing = await web.get("retail.localhost:3000", `${prefix}/products/999/gone`);
      expect(missing.status).toBe(404);
      const html = await missing.text();
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain("hreflang");
    });
  }
});
