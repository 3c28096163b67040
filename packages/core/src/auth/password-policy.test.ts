import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "../contracts/api/auth.js";
import { isGuessablePassword, passwordProblem } from "./password-policy.js";

describe("passwordProblem", () => {
  it("refuses blank, repeated and common passwords of a valid length", () => {
    for (const bad of [
      "        ",
      " \t \t \t \t",
      "12345678",
      "PASSWORD",
      " qwertyuiop ",
      "aaaaaaaa",
      "11111111",
    ]) {
      expect(passwordProblem(bad), JSON.stringify(bad)).not.toBeNull();
      expect(isGuessablePassword(bad)).toBe(true);
    }
  });

  it("accepts ordinary passwords and tells length problems apart", () => {
    expect(passwordProblem("demo12345")).toBeNull();
    expect(passwordProblem("correct horse battery")).toBeNull();
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(isGuessablePassword("short")).toBe(false);
    expect(passwordProblem("x".repeat(201))).toMatch(/at most 200/);
  });

  it("leaves the contracts the length and blank rules only (the list stays out of every page)", () => {
    expect(newPasswordSchema.safeParse("        ").success).toBe(false);
    expect(newPasswordSchema.safeParse("short").success).toBe(false);
    expect(newPasswordSchema.safeParse("demo12345").success).toBe(true);
    expect(newPasswordSchema.safeParse("12345678").success).toBe(true);
  });
});
