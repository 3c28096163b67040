import { PAGE_PAYLOAD_ELEMENT_ID, peekPagePayload } from "@storefront/core/contracts/page-payload-script";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPayloadJson } from "./payload-json";
import { parseBootPayload, readBootPayload, usablePartner } from "./read-payload";

function pageWith(text: string | null) {
  document.body.innerHTML = "";
  if (text !== null) {
    const script = document.createElement("script");
    script.id = PAGE_PAYLOAD_ELEMENT_ID;
    script.type = "application/json";
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

const partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  root_redirect_locale: "ar",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: ["about"],
  cms_config: {},
};

describe("readBootPayload", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a valid partner and user", () => {
    const user = { id: "1", cust_name: "Sara", token: "ct" };
    const payload = readBootPayload(pageWith(JSON.stringify({ partner, user })));
    expect(payload.partner?.snachoo_settings.type).toBe("salon");
    expect(payload.user?.token).toBe("ct");
    expect(usablePartner(payload)?.name).toBe("Salon Demo");
  });

  it("hands the prefetched answers on as they are: a malformed block never invalidates the partner", () => {
    const home = { banners: [], categories: [], rails: [] };
    expect(parseBootPayload({ partner, user: null, prefetched: { home } }).prefetched).toEqual({ home });
    const odd = parseBootPayload({ partner, user: null, prefetched: "garbage" });
    expect(usablePartner(odd)?.name).toBe("Salon Demo");
    expect(parseBootPayload({ partner, user: null })).not.toHaveProperty("prefetched");
  });

  it("hands the partner on as the server wrote it: the server validated it, the browser does not", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const business_overrides = { hidden_routes: ["/wishlist"], home_sections: ["rails"] };
    const served = { ...partner, business_overrides, currency: { code: "SAR", minor_digits: 2 } };
    expect(parseBootPayload({ partner: served, user: null }).partner).toStrictEqual(served);
    expect(warn).not.toHaveBeenCalled();
  });

  it("boots without a partner when the payload is missing, not JSON or of another shape", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readBootPayload(pageWith(null)).partner).toBeNull();
    expect(readBootPayload(pageWith("null")).partner).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(readBootPayload(pageWith("{not json")).partner).toBeNull();
    expect(log).toHaveBeenCalledWith("The page payload is not JSON");
    for (const shape of [
      [partner],
      "partner",
      { user: null },
      { partner: "salon" },
      { partner: [partner] },
    ]) {
      log.mockClear();
      expect(readBootPayload(pageWith(JSON.stringify(shape)))).toStrictEqual({ partner: null, user: null });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^The page payload is malformed/));
    }
  });

  it("reads a user that is not an object as no user", () => {
    expect(parseBootPayload({ partner, user: "sara" }).user).toBeNull();
    expect(parseBootPayload({ partner }).user).toBeNull();
  });

  it("treats a partner without an access token as no partner", () => {
    const payload = parseBootPayload({ partner: { ...partner, access_token: null } });
    expect(payload.partner).not.toBeNull();
    expect(usablePartner(payload)).toBeNull();
  });
});

describe("readPayloadJson", () => {
  it("keeps no prototype keys of the page's JSON", () => {
    const json = readPayloadJson(pageWith(`{"partner":{"__proto__":{"polluted":true},"name":"x"}}`));
    expect(json).toStrictEqual({ partner: { name: "x" } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("hands the entry's peek the page's JSON", () => {
    const withCurrency = { ...partner, currency: { code: "KWD", minor_digits: 3 } };
    expect(peekPagePayload(readPayloadJson(pageWith(JSON.stringify({ partner: withCurrency }))))).toEqual({
      partnerType: "salon",
      rootRedirectLocale: "ar",
      currencyCode: "KWD",
    });
  });
});
