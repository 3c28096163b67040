import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { discountLinkCode } from "./discount-link.js";

describe("discountLinkCode", () => {
  it("reads the code of a discount link, upper-cased and trimmed", () => {
    expect(discountLinkCode("welcome10")).toBe("WELCOME10");
    expect(discountLinkCode("%20Big500%20")).toBe("BIG500");
    expect(discountLinkCode("SUMMER_2026-A")).toBe("SUMMER_2026-A");
  });

  it("refuses what cannot be a code", () => {
    for (const segment of ["", "   ", "a b", "%E0%A4%A", "<script>", "x".repeat(41), "-lead", "ok/../x"]) {
      expect(discountLinkCode(segment), segment).toBeNull();
    }
  });

  test.prop([fc.string({ maxLength: 60 })])(
    "gives a code the coupon field would accept, or null",
    (segment) => {
      const code = discountLinkCode(encodeURIComponent(segment));
      if (code !== null) expect(code).toMatch(/^[A-Z0-9][A-Z0-9_-]{0,39}$/);
    },
  );
});
