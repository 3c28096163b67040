/**
 * Every page the storefront server answers: the payload the browser boots from (escaped so no
 * partner text can close it), the partner's title, favicon and first-load preloads, and the
 * security headers with a CSP whose tag hosts are only those of well-formed ids. The partner comes
 * from the backend (the stub: hostile partner text).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";
import { pagePayloadOf as payloadOf } from "./test/page-html";
import { stubPartner } from "./test/stub-backend";

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext();
  web.backend.partners.set(
    "shop",
    stubPartner("shop", {
      name: "</title><script>alert(1)</script>",
      brand_variant: "partner",
      pages: ["about", "terms"],
      cms_config: {
        google_tag_manager_id: "GTM-ABC1234",
        tiktok_pixel_code: "bad id'; script-src *",
        favicon: "javascript:alert(1)",
      },
    }),
  );
  web.backend.partners.set("plain", stubPartner("plain", { name: "Shop plain" }));
});
afterAll(() => web?.close());

const call = async (slug: string, path: string, headers: Record<string, string> = {}) => {
  const answer = await web.get(`${slug}.localhost:3000`, path, headers);
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};

describe("the HTML page", () => {
  it("injects an escaped payload, title, favicon, preload and security headers", async () => {
    const page = await call("shop", "/products/1");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<script>alert(1)</script>");
    expect(page.text).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Partner</title>",
    );
    expect(page.text).toContain('href="/images/partners/shop/favicon-partner.svg"');
    expect(page.text).not.toMatch(/href="javascript:/);
    expect(page.text).toContain('<link rel="modulepreload" crossorigin href="/assets/app-retail-123.js">');
    expect(page.text).toContain('href="/assets/vendor-x.js"');
    expect(payloadOf(page.text)).toMatchObject({
      partner: { slug: "shop", access_token: "pk_shop_stub", pages: ["about", "terms"] },
      user: null,
    });
    const csp = page.headers.get("content-security-policy") ?? "";
    // A page the browser renders has no inline script to let run: same-origin scripts and the
    // partner's well-formed tag host only, and the same policy and bytes for every answer.
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(page.text).not.toContain("nonce");
    const again = await call("shop", "/products/1");
    expect(again.headers.get("content-security-policy")).toBe(csp);
    expect(again.text).toBe(page.text);
    expect(csp).not.toContain("tiktok");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBeTruthy();
    expect(page.headers.get("permissions-policy")).toBeTruthy();
  });

  it("gives an unknown host a partner without token, and no tag hosts", async () => {
    const page = await call("ghost", "/");
    expect(payloadOf(page.text).partner.access_token).toBeNull();
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    const plain = await call("plain", "/");
    expect(plain.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(plain.text).toContain("<title>Shop plain</title>");
  });

  it("compresses text answers", async () => {
    const res = await web.get("shop.localhost", "/", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("partner text in the page", () => {
  it("keeps the payload valid JSON with replacement patterns and a closing tag in the text", async () => {
    const special = "Tom $' & Jerry $` $& $$ $1 </script>";
    web.backend.partners.set("dollar", stubPartner("dollar", { name: `Shop ${special}` }));
    web.backend.homes.set("dollar", {
      banners: [
        {
          _id: "1",
          title: `Sale ${special}`,
          title_lang: null,
          subtitle: null,
          subtitle_lang: null,
          image: "/images/banners/1.svg",
          link: null,
        },
      ],
      categories: [],
      rails: [],
    });
    const html = (await call("dollar", "/")).text;
    const payload = payloadOf(html);
    expect(payload.partner.name).toBe(`Shop ${special}`);
    expect(payload.prefetched.home.banners[0].title).toBe(`Sale ${special}`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("carries a business's overrides to its pages only", async () => {
    const business_overrides = { hidden_routes: ["/wishlist" as const] };
    web.backend.partners.set("singled", stubPartner("singled", { business_overrides }));
    for (const path of ["/", "/ar/products"]) {
      expect(payloadOf((await call("singled", path)).text).partner.business_overrides).toEqual(
        business_overrides,
      );
    }
    expect(payloadOf((await call("plain", "/")).text).partner).not.toHaveProperty("business_overrides");
  });

  it("carries the partner's contact and hours to every page", async () => {
    const contact = { phone: "+966 11 555 0100", email: "hi@listed.example" };
    const opening_hours = [{ day: 1, opens: "09:00", closes: "22:00" }];
    web.backend.partners.set("listed", stubPartner("listed", { contact, opening_hours }));
    for (const path of ["/contact", "/ar/products"]) {
      const { partner } = payloadOf((await call("listed", path)).text);
      expect(partner.contact).toEqual(contact);
      expect(partner.opening_hours).toEqual(opening_hours);
    }
  });
});
