import { describe, expect, it } from "vitest";
import { localizedRouteName, parseRouteName } from "./route-name.js";
import { routePath } from "./route-path.js";

describe("route names", () => {
  it("carry the locale after three underscores", () => {
    expect(localizedRouteName("cart", "en")).toBe("cart___en");
    expect(localizedRouteName("account-orders-id", "ar")).toBe("account-orders-id___ar");
    expect(parseRouteName("account-orders-id___ar")).toEqual({ name: "account-orders-id", locale: "ar" });
    expect(parseRouteName("cart___fr")).toBeNull();
    expect(parseRouteName("cart")).toBeNull();
    expect(parseRouteName("___en")).toBeNull();
  });
});

describe("routePath", () => {
  it("fills params and localises", () => {
    expect(routePath("cart")).toBe("/cart");
    expect(routePath("index", {}, "ar")).toBe("/ar");
    expect(routePath("account-orders-id", { id: 7 }, "ar")).toBe("/ar/account/orders/7");
    expect(routePath("products-id-slug", { id: "a/b", slug: "tea" })).toBe("/products/a%2Fb/tea");
  });
  it("throws for an unknown route or a missing param", () => {
    expect(() => routePath("nope")).toThrow(TypeError);
    expect(() => routePath("products-id")).toThrow(/Missing route param "id"/);
  });
});
