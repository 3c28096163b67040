import { describe, expect, it } from "vitest";
import { directionOf, isLocale } from "./index.js";

describe("locale", () => {
  it("writes Arabic right-to-left and English left-to-right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
  it("accepts only supported locales", () => {
    expect(isLocale("ar")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("documentAttributes", () => {
  it("gives lang and dir", async () => {
    const { documentAttributes } = await import("./index.js");
    expect(documentAttributes("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(documentAttributes("en")).toEqual({ lang: "en", dir: "ltr" });
  });
});
