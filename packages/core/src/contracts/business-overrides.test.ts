import { describe, expect, it } from "vitest";
import {
  businessOverridesSchema,
  HIDEABLE_PATHS,
  HOME_SECTION_IDS,
  homeSectionOrder,
  OVERRIDE_LABEL_MAX_LENGTH,
  readBusinessOverrides,
} from "./business-overrides.js";
import { pagePayloadSchema } from "./page-payload.js";
import { servedPagePayloadSchema } from "./page-payload-answers.js";
import { partnerSchema } from "./partner.js";
import { undeclaredKeys } from "./undeclared-keys.js";

const valid = {
  hidden_routes: ["/wishlist"],
  labels: { en: { products: "Browse the market" }, ar: { products: "تصفح السوق" } },
  home_sections: ["banners", "vendors", "rails", "categories"],
};

const partner = {
  business_id: 1007,
  access_token: "tok",
  name: "Snachoo",
  snachoo_settings: { type: "snachoo", url: "snachoo.localhost" },
  pages: [],
  cms_config: {},
};

describe("businessOverridesSchema (what the server stores and sends)", () => {
  it("accepts hidden routes, labels per locale and the home's sections", () => {
    expect(businessOverridesSchema.parse(valid)).toEqual(valid);
    expect(businessOverridesSchema.parse({})).toEqual({});
  });

  it("trims labels and bounds them", () => {
    const parsed = businessOverridesSchema.parse({ labels: { en: { contact: "  Talk to us " } } });
    expect(parsed.labels?.en?.contact).toBe("Talk to us");
    const long = "x".repeat(OVERRIDE_LABEL_MAX_LENGTH + 1);
    expect(businessOverridesSchema.safeParse({ labels: { en: { contact: long } } }).success).toBe(false);
    expect(businessOverridesSchema.safeParse({ labels: { en: { contact: "   " } } }).success).toBe(false);
    expect(businessOverridesSchema.safeParse({ labels: { en: { contact: "a\u0007b" } } }).success).toBe(
      false,
    );
  });

  it.each([
    ["an unknown key", { ...valid, theme: "dark" }],
    ["a route outside the hideable list", { hidden_routes: ["/"] }],
    ["a route that is not a manifest path", { hidden_routes: ["/wishlist/"] }],
    ["an account page (linked unconditionally)", { hidden_routes: ["/account"] }],
    ["a route listed twice", { hidden_routes: ["/wishlist", "/wishlist"] }],
    ["hidden routes that are not a list", { hidden_routes: "/wishlist" }],
    ["an unknown link id", { labels: { en: { wishlist: "Saved" } } }],
    ["an unknown locale", { labels: { fr: { home: "Accueil" } } }],
    ["a label that is not text", { labels: { en: { home: 42 } } }],
    ["an unknown home section", { home_sections: ["banners", "reviews"] }],
    ["a section listed twice", { home_sections: ["rails", "rails"] }],
    ["an empty home", { home_sections: [] }],
  ])("refuses %s", (_, value) => {
    expect(businessOverridesSchema.safeParse(value).success).toBe(false);
  });

  it("lists only routes the manifest has", async () => {
    const { ROUTES } = await import("../routes/manifest.js");
    for (const path of HIDEABLE_PATHS) expect(ROUTES.some((route) => route.path === path)).toBe(true);
  });
});

describe("readBusinessOverrides (what the browser makes of a payload's block)", () => {
  it("keeps a well-formed block whole, with no problem", () => {
    expect(readBusinessOverrides(valid)).toEqual({ overrides: valid, problems: [] });
    expect(readBusinessOverrides(undefined)).toEqual({ overrides: undefined, problems: [] });
    expect(readBusinessOverrides(null)).toEqual({ overrides: undefined, problems: [] });
  });

  it("drops a malformed field whole and keeps the others, naming why", () => {
    const reading = readBusinessOverrides({ ...valid, labels: { en: { home: 7 } } });
    expect(reading.overrides).toEqual({ hidden_routes: ["/wishlist"], home_sections: valid.home_sections });
    expect(reading.problems).toEqual(["business_overrides.labels.en.home: expected string"]);
  });

  it("names each refused value in plain words", () => {
    const reading = readBusinessOverrides({
      hidden_routes: ["/checkout"],
      labels: { fr: { home: "Accueil" }, en: { wishlist: "Saved" } },
      home_sections: [],
    });
    expect(reading.overrides).toBeUndefined();
    expect(reading.problems).toEqual([
      "business_overrides.hidden_routes.0: not one of /wishlist, /categories, /digital-products, /vouchers, /paid-plans, /contact",
      "business_overrides.labels.en.wishlist: unknown key",
      "business_overrides.labels.fr: unknown key",
      "business_overrides.home_sections: fewer than 1",
    ]);
  });

  it("ignores unknown keys, naming them", () => {
    const reading = readBusinessOverrides({ home_sections: ["rails"], colour: "red" });
    expect(reading.overrides).toEqual({ home_sections: ["rails"] });
    expect(reading.problems).toEqual(["business_overrides.colour: unknown key"]);
  });

  it.each([
    ["text", "hide everything"],
    ["a number", 7],
    ["a list", ["/wishlist"]],
  ])("ignores a block that is %s", (_, value) => {
    expect(readBusinessOverrides(value)).toEqual({
      overrides: undefined,
      problems: ["business_overrides: not an object"],
    });
  });

  it("survives hostile keys without touching prototypes", () => {
    const hostile = JSON.parse('{"__proto__":{"hidden_routes":["/contact"]},"constructor":{"x":1}}');
    const reading = readBusinessOverrides(hostile);
    expect(reading.overrides).toBeUndefined();
    expect(reading.problems).toEqual([
      "business_overrides.__proto__: unknown key",
      "business_overrides.constructor: unknown key",
    ]);
    expect(({} as Record<string, unknown>).hidden_routes).toBeUndefined();
  });
});

describe("homeSectionOrder", () => {
  it("is the business's order, else the storefront's", () => {
    expect(homeSectionOrder({ home_sections: ["vendors", "rails"] })).toEqual(["vendors", "rails"]);
    expect(homeSectionOrder({ hidden_routes: [] })).toEqual(HOME_SECTION_IDS);
    expect(homeSectionOrder(undefined)).toEqual(HOME_SECTION_IDS);
  });
});

describe("the partner's business_overrides in the page payload", () => {
  it("reaches the partner as parsed overrides", () => {
    const parsed = partnerSchema.parse({ ...partner, business_overrides: valid });
    expect(parsed.business_overrides).toEqual(valid);
  });

  it("never breaks the partner: a malformed block is dropped, the partner stays", () => {
    const parsed = pagePayloadSchema.parse({
      partner: { ...partner, business_overrides: { hidden_routes: 5, home_sections: ["rails"] } },
      user: null,
    });
    expect(parsed.partner?.name).toBe("Snachoo");
    expect(parsed.partner?.business_overrides).toEqual({ home_sections: ["rails"] });
    const garbage = pagePayloadSchema.parse({ partner: { ...partner, business_overrides: "x" }, user: null });
    expect(garbage.partner?.business_overrides).toBeUndefined();
  });

  it("is held to the strict schema in what the server checks, undeclared keys included", () => {
    const served = (overrides: unknown) => ({
      partner: { ...partner, business_overrides: overrides },
      user: null,
    });
    expect(servedPagePayloadSchema.safeParse(served(valid)).success).toBe(true);
    expect(servedPagePayloadSchema.safeParse(served({ hidden_routes: ["/cart"] })).success).toBe(false);
    expect(undeclaredKeys(servedPagePayloadSchema, served({ ...valid, extra: 1 }))).toEqual([
      "partner.business_overrides.extra",
    ]);
  });
});
