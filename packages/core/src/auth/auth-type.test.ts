import { describe, expect, it } from "vitest";
import { normalizeAuthType } from "./auth-type.js";

describe("normalizeAuthType", () => {
  it("keeps the four modes and turns anything else into login", () => {
    for (const type of ["login", "signup", "guest-login", "forgot-password"])
      expect(normalizeAuthType(type)).toBe(type);
    for (const other of ["register", "LOGIN", "", undefined, null, 3, {}])
      expect(normalizeAuthType(other)).toBe("login");
  });
});
