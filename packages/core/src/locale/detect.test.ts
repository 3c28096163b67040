import { describe, expect, it } from "vitest";
import { detectLocale, matchBrowserLocale } from "./detect.js";

describe("detectLocale", () => {
  const root = { path: "/", isFirstAccess: true };

  it("prefers the cookie, then the browser language, then the fallback", () => {
    expect(detectLocale({ ...root, cookieLocale: "en", browserLanguages: ["ar"] })?.locale).toBe("en");
    expect(detectLocale({ ...root, cookieLocale: "xx", browserLanguages: ["ar-EG", "en"] })?.locale).toBe(
      "ar",
    );
    expect(detectLocale({ ...root, browserLanguages: ["fr"], fallback: "ar" })?.locale).toBe("ar");
    expect(detectLocale({ ...root })?.locale).toBe("en");
  });

  it("redirects the root to /ar when Arabic is detected, keeping the query", () => {
    expect(detectLocale({ ...root, cookieLocale: "ar" })).toEqual({ locale: "ar", redirectTo: "/ar" });
    expect(detectLocale({ path: "/?ref=x", isFirstAccess: true, cookieLocale: "ar" })?.redirectTo).toBe(
      "/ar?ref=x",
    );
    expect(detectLocale({ ...root, cookieLocale: "en" })).toEqual({ locale: "en", redirectTo: null });
  });

  it("applies only at first access and only on the root path", () => {
    expect(detectLocale({ path: "/", isFirstAccess: false, cookieLocale: "ar" })).toBeNull();
    expect(detectLocale({ path: "/cart", isFirstAccess: true, cookieLocale: "ar" })).toBeNull();
    expect(detectLocale({ path: "/ar", isFirstAccess: true, cookieLocale: "en" })).toBeNull();
  });
});

describe("matchBrowserLocale", () => {
  it("reads language lists and Accept-Language headers", () => {
    expect(matchBrowserLocale(["fr-FR", "AR_sa"])).toBe("ar");
    expect(matchBrowserLocale("fr;q=0.9, ar;q=0.8, en;q=0.95")).toBe("en");
    expect(matchBrowserLocale("ar;q=0, en;q=0.1")).toBe("en");
    expect(matchBrowserLocale("")).toBeNull();
    expect(matchBrowserLocale(null)).toBeNull();
  });
});
