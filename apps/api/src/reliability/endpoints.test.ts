import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allEndpoints, CONTRACT_MODULES } from "./endpoints";

describe("the endpoint list the reliability suites use", () => {
  it("reads every contract module of core (a new one fails here until it is added)", () => {
    const folder = join(import.meta.dirname, "../../../../packages/core/src/contracts/api");
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "common.ts")
      .map((name) => name.replace(/\.ts$/, ""));
    expect(Object.keys(CONTRACT_MODULES).sort()).toEqual(files.sort());
  });

  it("finds each endpoint once, with a unique method and path", () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    expect(new Set(endpoints.map((e) => e.label)).size).toBe(endpoints.length);
  });
});
