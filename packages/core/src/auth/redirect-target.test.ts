import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target.js";

describe("safeRedirectTarget", () => {
  it("keeps same-origin paths with query and hash", () => {
    for (const path of ["/", "/checkout", "/ar/account/orders/5?tab=2#top", "/search?key=%D8%B4"]) {
      expect(safeRedirectTarget(path)).toBe(path);
    }
  });

  it("refuses everything that could leave the site", () => {
    const hostile = [
      "//evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com",
      "http:/evil.com",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "/%2F%2Fevil.com",
      "/%5Cevil.com",
      "/%252F%252Fevil.com",
      "/%E0%A4%A",
      "/\u0000",
      "",
      `/${"a".repeat(5000)}`,
    ];
    for (const target of hostile) expect(safeRedirectTarget(target)).toBe("/");
    for (const value of [null, undefined, 42, { toString: () => "/x" }])
      expect(safeRedirectTarget(value)).toBe("/");
    expect(safeRedirectTarget("//evil.com", "/home")).toBe("/home");
  });

  test.prop([fc.string({ maxLength: 60 })])("only ever returns a path that stays on the origin", (target) => {
    const result = safeRedirectTarget(target);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result.includes("\\")).toBe(false);
    expect([...result].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)).toBe(false);
    // The browser resolves it against the current origin and must stay there.
    expect(new URL(result, "https://shop.example").origin).toBe("https://shop.example");
  });

  test.prop([fc.webUrl()])("refuses every absolute URL", (url) => {
    expect(safeRedirectTarget(url)).toBe("/");
  });
});
