import { describe, expect, it } from "vitest";
import { cartLineSchema } from "./cart-line.js";
import { moneySchema } from "./money.js";
import { partnerSchema } from "./partner.js";
import { idOf, productSchema } from "./product.js";
import { sourceUserSchema } from "./user.js";

describe("sourceUserSchema", () => {
  it("maps the source names to the stored shape", () => {
    const user = sourceUserSchema.parse({ _id: 7, name: "Sara", token_: "t1", is_vendor: 1, email: "" });
    expect(user).toMatchObject({
      id: "7",
      cust_name: "Sara",
      token: "t1",
      is_vendor: true,
      is_guest: false,
      email: "",
    });
  });
  it("prefers token over token_ and rejects a record without either", () => {
    expect(sourceUserSchema.parse({ _id: "a", name: "A", token: "x", token_: "y" }).token).toBe("x");
    expect(sourceUserSchema.safeParse({ _id: "a", name: "A" }).success).toBe(false);
  });
});

describe("partnerSchema", () => {
  const partner = {
    business_id: 1,
    access_token: "tok",
    name: "Demo",
    snachoo_settings: { type: "retail", url: "retail.localhost" },
    pages: ["about"],
    cms_config: { primary_color: "#123456", display_type: "weird" },
  };
  it("keeps unknown colour keys and falls back on an unknown display type", () => {
    const parsed = partnerSchema.parse(partner);
    expect(parsed.cms_config.primary_color).toBe("#123456");
    expect(parsed.cms_config.display_type).toBe("full");
  });
  it("rejects an unknown partner type", () => {
    const bad = { ...partner, snachoo_settings: { type: "casino", url: "x" } };
    expect(partnerSchema.safeParse(bad).success).toBe(false);
  });
});

describe("productSchema and idOf", () => {
  it("accepts both id forms", () => {
    expect(idOf(productSchema.parse({ _id: { $oid: "abc" } })._id)).toBe("abc");
    expect(idOf(productSchema.parse({ _id: "p1", item_name: "Tea" })._id)).toBe("p1");
  });
});

describe("cartLineSchema", () => {
  it("rejects non-positive or fractional quantities", () => {
    const line = { product_id: "p", name: "Tea", price: 2, qty: 1 };
    expect(cartLineSchema.safeParse(line).success).toBe(true);
    expect(cartLineSchema.safeParse({ ...line, qty: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...line, qty: 1.5 }).success).toBe(false);
  });
});

describe("moneySchema", () => {
  it("accepts at most two decimals and no negatives", () => {
    expect(moneySchema.safeParse(12.5).success).toBe(true);
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(moneySchema.safeParse(1.005).success).toBe(false);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});
