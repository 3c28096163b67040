import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { googleTagId, gtmId, partnerTags, tiktokPixelCode } from "./tag-ids.js";

describe("tag ids", () => {
  it("accepts well-formed ids, trimmed and upper-cased", () => {
    expect(gtmId(" gtm-abc123 ")).toBe("GTM-ABC123");
    expect(googleTagId("G-ABCDEF1234")).toBe("G-ABCDEF1234");
    expect(googleTagId("AW-123456789")).toBe("AW-123456789");
    expect(googleTagId("UA-12345678-1")).toBe("UA-12345678-1");
    expect(tiktokPixelCode("C4ABCDEF1234567890AB")).toBe("C4ABCDEF1234567890AB");
  });
  it("refuses anything else", () => {
    for (const bad of ["GTM-", "GTM-AB", "GTM-ABCD');alert(1);//", "XYZ-1234", "", null, 12])
      expect(gtmId(bad)).toBeNull();
    for (const bad of ["G-", "AW-ABC", "UA-1234", "GA-1234567", "G-ABCD<script>"])
      expect(googleTagId(bad)).toBeNull();
    for (const bad of ["short", "C4ABCDEF1234567890AB'", "C4ABCDEF 1234567890AB"])
      expect(tiktokPixelCode(bad)).toBeNull();
  });
  it("reads the cms_config keys, including googe_tag", () => {
    expect(
      partnerTags({
        google_tag_manager_id: "GTM-WXYZ",
        googe_tag: "G-12345678",
        tiktok_pixel_code: "bad",
        google_site_verification: "abcDEF_123-xyz",
      }),
    ).toEqual({
      gtm: "GTM-WXYZ",
      googleTag: "G-12345678",
      tiktokPixel: null,
      siteVerification: "abcDEF_123-xyz",
    });
    expect(partnerTags(undefined)).toEqual({
      gtm: null,
      googleTag: null,
      tiktokPixel: null,
      siteVerification: null,
    });
  });
  test.prop([fc.string()])("only ever yields ids made of capitals, digits and hyphens", (value) => {
    for (const id of [gtmId(value), googleTagId(value), tiktokPixelCode(value)]) {
      if (id !== null) expect(id).toMatch(/^[A-Z0-9-]+$/);
    }
  });
});
