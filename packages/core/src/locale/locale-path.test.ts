import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { localizePath, splitLocalePath } from "./locale-path.js";

describe("splitLocalePath", () => {
  it("recognises the /ar prefix and nothing else", () => {
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/cart")).toEqual({ locale: "ar", path: "/cart" });
    expect(splitLocalePath("/ar?x=1")).toEqual({ locale: "ar", path: "/?x=1" });
    expect(splitLocalePath("/arabic")).toEqual({ locale: "en", path: "/arabic" });
    expect(splitLocalePath("/cart")).toEqual({ locale: "en", path: "/cart" });
  });
});

describe("localizePath", () => {
  it("leaves English unprefixed and puts Arabic under /ar", () => {
    expect(localizePath("/cart", "en")).toBe("/cart");
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/cart?x=1", "ar")).toBe("/ar/cart?x=1");
    expect(localizePath("/?x=1", "ar")).toBe("/ar?x=1");
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join("/")}`);
  test.prop([path, fc.constantFrom("en" as const, "ar" as const)])(
    "split undoes localize",
    (unprefixed, locale) => {
      expect(splitLocalePath(localizePath(unprefixed, locale))).toEqual({ locale, path: unprefixed });
    },
  );
});
