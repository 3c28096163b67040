import { describe, expect, it } from "vitest";
import { createNonce } from "./security";

describe("createNonce", () => {
  it("gives 128 random bits each time, never the same twice, across refills of its pool", () => {
    const nonces = Array.from({ length: 2_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Every byte position varies: no stale or constant stretch of the pool is handed out.
    const bytes = nonces.map((nonce) => Buffer.from(nonce, "base64"));
    for (let position = 0; position < 16; position++) {
      expect(new Set(bytes.map((b) => b[position])).size).toBeGreaterThan(200);
    }
  });
});
