import { describe, expect, it } from "vitest";
import { hasValidPartner } from "./partner-status.js";

describe("hasValidPartner", () => {
  it("needs a non-blank access token", () => {
    expect(hasValidPartner({ access_token: "tok" })).toBe(true);
    expect(hasValidPartner({ access_token: null })).toBe(false);
    expect(hasValidPartner({ access_token: " " })).toBe(false);
    expect(hasValidPartner(null)).toBe(false);
  });
});
