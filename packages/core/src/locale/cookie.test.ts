import { describe, expect, it } from "vitest";
import { parseCookieHeader, readLocaleCookie, serializeLocaleCookie } from "./cookie.js";

describe("locale cookie", () => {
  it("serialises for 365 days, path /, SameSite lax", () => {
    expect(serializeLocaleCookie("ar")).toBe("i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeLocaleCookie("en", { secure: true })).toMatch(/; Secure$/);
  });
  it("reads only supported locales", () => {
    expect(readLocaleCookie("a=1; i18n_redirected=ar; b=2")).toBe("ar");
    expect(readLocaleCookie("i18n_redirected=fr")).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
});

describe("parseCookieHeader", () => {
  it("survives malformed input and never pollutes prototypes", () => {
    const cookies = parseCookieHeader('=x; novalue; __proto__=1; bad=%E0%A4%A; q="v"; q=2');
    expect(cookies.get("bad")).toBe("%E0%A4%A");
    expect(cookies.get("q")).toBe("v");
    expect(cookies.get("__proto__")).toBe("1");
    expect(({} as Record<string, unknown>)["1"]).toBeUndefined();
    expect(cookies.has("novalue")).toBe(false);
  });
});
