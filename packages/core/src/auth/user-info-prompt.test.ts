import { describe, expect, it } from "vitest";
import { shouldPromptUserInfo } from "./user-info-prompt.js";

describe("shouldPromptUserInfo", () => {
  it("prompts a user with a phone and an empty email", () => {
    expect(shouldPromptUserInfo({ phone: "5551234", email: "" })).toBe(true);
    expect(shouldPromptUserInfo({ phone: "5551234", email: null })).toBe(true);
    expect(shouldPromptUserInfo({ phone: "5551234", email: "  " })).toBe(true);
  });
  it("does not prompt without a phone, with an email, or without a user", () => {
    expect(shouldPromptUserInfo({ phone: "5551234", email: "a@b.c" })).toBe(false);
    expect(shouldPromptUserInfo({ phone: "", email: "" })).toBe(false);
    expect(shouldPromptUserInfo({ phone: null, email: null })).toBe(false);
    expect(shouldPromptUserInfo(null)).toBe(false);
  });
});
