import { describe, expect, it } from "vitest";
import { createLocaleRewrite, localizePath, splitLocalePath } from "./locale-rewrite";

describe("locale paths", () => {
  it("strips the Arabic prefix and keeps English unprefixed", () => {
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/cart")).toEqual({ locale: "ar", path: "/cart" });
    expect(splitLocalePath("/cart")).toEqual({ locale: "en", path: "/cart" });
    expect(splitLocalePath("/archive")).toEqual({ locale: "en", path: "/archive" });
  });

  it("adds the prefix back only for Arabic", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/products/1/shoe", "ar")).toBe("/ar/products/1/shoe");
    expect(localizePath("/products", "en")).toBe("/products");
  });

  it("remembers the locale the browser URL carried for the hrefs it builds", () => {
    const { rewrite, state } = createLocaleRewrite("en");
    const input = rewrite.input({ url: new URL("http://x.localhost/ar/wishlist?a=1") });
    expect(input.pathname).toBe("/wishlist");
    expect(state.locale).toBe("ar");
    expect(rewrite.output({ url: new URL("http://x.localhost/cart") }).pathname).toBe("/ar/cart");
  });
});
