import { describe, expect, it } from "vitest";
import type { PagePayload } from "./page-payload.js";
import {
  injectPagePayload,
  PAGE_PAYLOAD_ELEMENT_ID,
  PAGE_PAYLOAD_PLACEHOLDER,
  peekPagePayload,
  serializePagePayload,
} from "./page-payload-script.js";

const partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  root_redirect_locale: "ar" as const,
  snachoo_settings: { type: "salon" as const, url: "salon.localhost" },
  pages: ["about"],
  cms_config: {},
};
const payload = (name: string): PagePayload => ({ partner: { ...partner, name }, user: null });

/** The payload a page carries, read back as the shell reads it. */
function payloadOf(html: string): unknown {
  const match = new RegExp(
    `<script id="${PAGE_PAYLOAD_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe("serializePagePayload", () => {
  it("cannot be broken out of by a hostile string", () => {
    const hostile = "</script><script>alert(1)</script>&\u2028\u2029";
    const out = serializePagePayload(payload(hostile));
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(payload(hostile));
  });
});

describe("injectPagePayload", () => {
  const page = `<html><head><title>T</title></head><body>${PAGE_PAYLOAD_PLACEHOLDER}</body></html>`;

  it("puts the payload element at the placeholder, and nothing else changes", () => {
    const html = injectPagePayload(page, payload("Demo"));
    expect(payloadOf(html)).toEqual(payload("Demo"));
    expect(html.replace(/<script.*<\/script>/, PAGE_PAYLOAD_PLACEHOLDER)).toBe(page);
  });

  it("keeps partner text with every replacement pattern as it is (issue 17)", () => {
    // A string replacement would paste the page before ($`) or after ($') the placeholder, the
    // placeholder itself ($&), or fold $$ into $.
    const name = "Tom $' & Jerry $` $& $$ $1 $<x> $";
    const html = injectPagePayload(page, payload(name));
    expect(payloadOf(html)).toEqual(payload(name));
    expect(html.indexOf("<html>")).toBe(0);
    expect(html.match(/<\/body><\/html>/g)).toHaveLength(1);
  });
});

describe("peekPagePayload", () => {
  it("names the partner type, root-redirect locale and currency without validating everything", () => {
    const withCurrency = { ...partner, currency: { code: "AED", minor_digits: 2 } };
    expect(peekPagePayload({ partner: withCurrency })).toEqual({
      partnerType: "salon",
      rootRedirectLocale: "ar",
      currencyCode: "AED",
    });
  });

  it("names no currency when the partner sends none or junk", () => {
    expect(peekPagePayload({ partner }).currencyCode).toBeNull();
    for (const currency of [null, "AED", { code: 7 }, { code: "" }, []]) {
      expect(peekPagePayload({ partner: { ...partner, currency } }).currencyCode).toBeNull();
    }
  });

  it("sees no partner without an access token, and ignores junk", () => {
    const none = { partnerType: null, rootRedirectLocale: null, currencyCode: null };
    expect(peekPagePayload({ partner: { ...partner, access_token: "" } })).toEqual(none);
    expect(peekPagePayload({ partner: { ...partner, access_token: null } })).toEqual(none);
    expect(peekPagePayload({ partner: null })).toEqual(none);
    expect(peekPagePayload("junk")).toEqual(none);
    expect(peekPagePayload(null)).toEqual(none);
    expect(
      peekPagePayload({ partner: { ...partner, root_redirect_locale: "fr" } }).rootRedirectLocale,
    ).toBeNull();
  });
});
