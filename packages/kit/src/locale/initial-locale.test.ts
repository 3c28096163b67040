import { afterEach, describe, expect, it } from "vitest";
import { resolveInitialLocale } from "./initial-locale";
import { readDocumentLocaleCookie, writeLocaleCookie } from "./locale-cookie";

const input = { cookieLocale: null, browserLanguages: ["en-US"] } as const;

describe("resolveInitialLocale", () => {
  it("takes the URL's locale away from the root", () => {
    expect(resolveInitialLocale({ ...input, path: "/ar/cart" })).toEqual({ locale: "ar", redirectTo: null });
    expect(resolveInitialLocale({ ...input, path: "/cart", browserLanguages: ["ar"] })).toEqual({
      locale: "en",
      redirectTo: null,
    });
    expect(resolveInitialLocale({ ...input, path: "/ar", cookieLocale: "en" })).toEqual({
      locale: "ar",
      redirectTo: null,
    });
  });

  it("detects on the root: the cookie, then the browser, then English", () => {
    expect(resolveInitialLocale({ ...input, path: "/", browserLanguages: ["ar-EG", "en"] })).toEqual({
      locale: "ar",
      redirectTo: "/ar",
    });
    expect(resolveInitialLocale({ ...input, path: "/?ref=x", browserLanguages: ["ar"] }).redirectTo).toBe(
      "/ar?ref=x",
    );
    expect(
      resolveInitialLocale({ ...input, path: "/", cookieLocale: "en", browserLanguages: ["ar"] }),
    ).toEqual({
      locale: "en",
      redirectTo: null,
    });
    expect(resolveInitialLocale({ ...input, path: "/", browserLanguages: ["fr"] })).toEqual({
      locale: "en",
      redirectTo: null,
    });
  });

  it("lets the partner's root-redirect locale stand in for the browser's, but not for the cookie", () => {
    expect(resolveInitialLocale({ ...input, path: "/", rootRedirectLocale: "ar" }).redirectTo).toBe("/ar");
    expect(
      resolveInitialLocale({ ...input, path: "/", rootRedirectLocale: "en", browserLanguages: ["ar"] })
        .redirectTo,
    ).toBeNull();
    expect(
      resolveInitialLocale({ ...input, path: "/", rootRedirectLocale: "ar", cookieLocale: "en" }).redirectTo,
    ).toBeNull();
    expect(resolveInitialLocale({ ...input, path: "/cart", rootRedirectLocale: "ar" }).redirectTo).toBeNull();
  });
});

describe("the locale cookie", () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the locale cookie.
    document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
  });

  it("is written and read back", () => {
    expect(readDocumentLocaleCookie(document)).toBeNull();
    writeLocaleCookie(document, "ar");
    expect(readDocumentLocaleCookie(document)).toBe("ar");
    writeLocaleCookie(document, "en");
    expect(readDocumentLocaleCookie(document)).toBe("en");
  });
});
