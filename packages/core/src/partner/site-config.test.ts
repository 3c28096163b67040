import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { KIOSK_IDLE_SECONDS, kioskIdleSeconds, parseSiteConfig, shouldVerifyAge } from "./site-config.js";

describe("shouldVerifyAge", () => {
  it("shows the popup when popup_age_verify is set", () => {
    for (const flag of [true, 1, "1", "true"])
      expect(shouldVerifyAge(JSON.stringify({ popup_age_verify: flag }))).toBe(true);
  });
  it("hides it otherwise, and ignores an unparsable config", () => {
    for (const config of [
      JSON.stringify({ popup_age_verify: false }),
      JSON.stringify({ popup_age_verify: 0 }),
      JSON.stringify({ popup_age_verify: "0" }),
      "{}",
      "{not json",
      "[true]",
      "null",
      undefined,
      null,
      42,
    ]) {
      expect(shouldVerifyAge(config)).toBe(false);
    }
  });
  it("ignores a flag that only exists on a prototype, and oversized configs", () => {
    expect(shouldVerifyAge('{"__proto__":{"popup_age_verify":true}}')).toBe(false);
    expect(({} as Record<string, unknown>).popup_age_verify).toBeUndefined();
    const huge = JSON.stringify({ popup_age_verify: true, pad: "x".repeat(70_000) });
    expect(shouldVerifyAge(huge)).toBe(false);
  });
  it("caps depth", () => {
    const deep = `{"popup_age_verify":true,"a":${"[".repeat(20)}${"]".repeat(20)}}`;
    expect(parseSiteConfig(deep)).toEqual({ popup_age_verify: true, a: [[[[[[[]]]]]]] });
  });
  test.prop([fc.string()])("never throws", (text) => {
    shouldVerifyAge(text);
  });
});

describe("kioskIdleSeconds", () => {
  it("reads kiosk_idle_seconds within its bounds, else the default", () => {
    expect(kioskIdleSeconds(undefined)).toBe(KIOSK_IDLE_SECONDS.default);
    expect(kioskIdleSeconds("{not json")).toBe(KIOSK_IDLE_SECONDS.default);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: 45 }))).toBe(45);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: "120" }))).toBe(120);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: 1 }))).toBe(KIOSK_IDLE_SECONDS.min);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: 99_999 }))).toBe(KIOSK_IDLE_SECONDS.max);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: 30.5 }))).toBe(KIOSK_IDLE_SECONDS.default);
    expect(kioskIdleSeconds(JSON.stringify({ kiosk_idle_seconds: "soon" }))).toBe(KIOSK_IDLE_SECONDS.default);
  });
});
