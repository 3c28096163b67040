import { describe, expect, it } from "vitest";
import { pagePayloadSchema } from "./page-payload.js";
import { servedPagePayloadSchema } from "./page-payload-answers.js";

const partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: [],
  cms_config: {},
};
const home = { banners: [], categories: [], rails: [] };

describe("pagePayloadSchema (what the browser validates)", () => {
  it("reads partner and user, and leaves the prefetched answers to their loaders", () => {
    const parsed = pagePayloadSchema.parse({ partner, user: null, prefetched: "garbage" });
    expect(parsed.partner?.currency).toEqual({ code: "SAR", minor_digits: 2 });
    expect(parsed.prefetched).toBe("garbage");
  });

  it("rejects a partner of an unknown type", () => {
    const bad = { partner: { ...partner, snachoo_settings: { type: "casino", url: "x" } }, user: null };
    expect(pagePayloadSchema.safeParse(bad).success).toBe(false);
  });
});

describe("servedPagePayloadSchema (what the server checks)", () => {
  it("validates each prefetched answer with its endpoint's schema", () => {
    expect(servedPagePayloadSchema.safeParse({ partner, user: null, prefetched: { home } }).success).toBe(
      true,
    );
    const malformed = { partner, user: null, prefetched: { home: { banners: "no" } } };
    expect(servedPagePayloadSchema.safeParse(malformed).success).toBe(false);
  });

  it("knows every answer name: an unknown one is an error", () => {
    const unknown = { partner, user: null, prefetched: { cart: [] } };
    expect(servedPagePayloadSchema.safeParse(unknown).success).toBe(false);
  });
});
