import type { PagePayload } from "@storefront/core/contracts/page-payload";
import type { Partner } from "@storefront/core/contracts/partner";
import { describe, expect, it, vi } from "vitest";
import { openWebContext } from "../test/harness";
import { pagePayloadOf } from "../test/page-html";
import { servedPagePayload, servedPayloadMemo } from "./served-payload";

const partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: ["about"],
  cms_config: { primary_color: "#123456" },
} satisfies PagePayload["partner"];

function quietLog() {
  return { error: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
}

describe("servedPagePayload", () => {
  it("writes a valid payload as the schema reads it: defaults applied, undeclared fields left out", () => {
    const log = quietLog();
    const home = { banners: [], categories: [], rails: [] };
    const built = {
      partner: { ...partner, cms_config: { display_type: "wide" }, internal_note: "x" },
      user: null,
      prefetched: { home },
    };
    const served = servedPagePayload(built as PagePayload, log);
    expect(served.partner).toEqual({
      ...partner,
      cms_config: { display_type: "full" },
      currency: { code: "SAR", minor_digits: 2 },
    });
    expect(served.partner).not.toHaveProperty("internal_note");
    expect(served.prefetched).toBe(built.prefetched);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("drops a malformed business override, keeping the partner and the rest, and says why", () => {
    const log = quietLog();
    const business_overrides = { hidden_routes: ["/wishlist"], labels: { fr: { home: "Accueil" } } };
    const served = servedPagePayload({ partner: { ...partner, business_overrides }, user: null }, log);
    expect(served.partner?.business_overrides).toEqual({ hidden_routes: ["/wishlist"] });
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^The partner's business overrides are partly ignored: business_overrides\.labels\.fr: /,
      ),
    );
    log.warn.mockClear();
    servedPagePayload({ partner: { ...partner, business_overrides: { home_sections: ["rails"] } } }, log);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("reduces a payload that breaks the schema to no partner, and says why", () => {
    const broken = [
      { partner: { ...partner, snachoo_settings: { type: "casino", url: "x" } }, user: null },
      { partner: { ...partner, time_zone: "" }, user: null },
      { partner: { ...partner, access_token: 42 }, user: null },
      { partner, user: { id: 1, token: "t" } },
    ];
    for (const payload of broken) {
      const log = quietLog();
      expect(servedPagePayload(payload as unknown as PagePayload, log)).toStrictEqual({
        partner: null,
        user: null,
      });
      expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^The page payload breaks its contract/));
    }
  });
});

describe("a served page", () => {
  /** A storefront whose backend answers `payload`'s partner for the host (no contract check: production). */
  async function pageServedWith(payload: PagePayload) {
    const web = await openWebContext({ checkPayloads: false });
    try {
      web.backend.partners.set("salon", payload.partner as Partner);
      return await (await web.get("salon.localhost", "/products")).text();
    } finally {
      await web.close();
    }
  }

  it("never carries a payload that breaks the schema: it boots without a partner", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const name = "Casino Royale";
      const html = await pageServedWith({
        partner: { ...partner, name, snachoo_settings: { type: "casino" as never, url: "x" } },
        user: null,
      });
      expect(pagePayloadOf(html)).toStrictEqual({ partner: null, user: null });
      expect(html).not.toContain(name);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^The page payload breaks its contract/));
    } finally {
      error.mockRestore();
    }
  });

  it("carries the payload as the schema reads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const business_overrides = { hidden_routes: ["/wishlist"], home_sections: ["reviews"] };
      const html = await pageServedWith({ partner: { ...partner, business_overrides }, user: null });
      expect(pagePayloadOf(html)).toStrictEqual({
        partner: {
          ...partner,
          currency: { code: "SAR", minor_digits: 2 },
          business_overrides: { hidden_routes: ["/wishlist"] },
        },
        user: null,
      });
    } finally {
      warn.mockRestore();
    }
  });
});

describe("servedPayloadMemo", () => {
  it("validates, checks and digests a payload object once, and another object afresh", () => {
    const check = vi.fn<(payload: PagePayload) => void>();
    const serve = servedPayloadMemo(check);
    const built: PagePayload = { partner, user: null };
    const first = serve(built);
    expect(serve(built)).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    expect(first.payload.partner?.name).toBe("Salon Demo");

    const renamed = serve({ partner: { ...partner, name: "Salon Two" }, user: null });
    expect(check).toHaveBeenCalledTimes(2);
    expect(renamed.payload.partner?.name).toBe("Salon Two");
    expect(renamed.digest).not.toBe(first.digest);
    // The same content in another object: the same digest, so the same cached pages.
    expect(serve({ partner: { ...partner }, user: null }).digest).toBe(first.digest);
  });

  it("hands out a payload no render can write into (every request of the tenant shares it)", () => {
    const { payload } = servedPayloadMemo()({ partner, user: null });
    const served = payload.partner as Partner;
    expect(() => {
      served.name = "Hijacked";
    }).toThrow(TypeError);
    expect(() => {
      (served.pages as string[]).push("leak");
    }).toThrow(TypeError);
    expect(() => {
      served.cms_config.primary_color = "#000000";
    }).toThrow(TypeError);
  });
});
