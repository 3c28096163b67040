import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { updateProfile } from "../contracts/api/account.js";
import { signupBodySchema } from "../contracts/api/auth.js";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./email.js";

const SIGNUP = { name: "Sara", password: "secret123" };

describe("isEmailAddress", () => {
  it("takes ordinary addresses, trimmed", () => {
    expect(isEmailAddress("sara@example.com")).toBe(true);
    expect(isEmailAddress("  sara.al-harbi+shop@mail.example.sa ")).toBe(true);
  });

  it("refuses what the API refuses — the cases the old profile rule let through", () => {
    for (const value of [
      "a@b.c",
      "sara@@example.com",
      "sara@example",
      "sara@exa mple.com",
      ".sara@example.com",
    ]) {
      expect(isEmailAddress(value)).toBe(false);
    }
    expect(isEmailAddress(`${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
  });

  test.prop([fc.oneof(fc.emailAddress(), fc.string())])(
    "agrees with the sign-up and profile bodies the server validates",
    (email) => {
      const trimmed = email.trim();
      const bySignup = signupBodySchema.safeParse({ ...SIGNUP, email: trimmed }).success;
      const byProfile = updateProfile.body!.safeParse({ name: "Sara", email: trimmed }).success;
      expect(isEmailAddress(email)).toBe(bySignup);
      expect(isEmailAddress(email)).toBe(byProfile);
    },
  );
});
