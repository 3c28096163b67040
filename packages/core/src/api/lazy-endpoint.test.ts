import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint } from "../contracts/endpoint.js";
import { lazyEndpoint } from "./lazy-endpoint.js";

const contracts = {
  getTea: defineEndpoint({
    method: "GET",
    prefix: "snachoo",
    path: "/tea",
    auth: "partner",
    response: z.object({ name: z.string() }),
  }),
  TEA_KINDS: ["green", "black"] as const,
};

describe("lazyEndpoint", () => {
  it("imports nothing until it is called, then resolves with the module's endpoint", async () => {
    const load = vi.fn(async () => contracts);
    const getTea = lazyEndpoint(load, "getTea");
    expect(load).not.toHaveBeenCalled();
    await expect(getTea()).resolves.toBe(contracts.getTea);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects with the import's own error", async () => {
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/tea.js");
    await expect(lazyEndpoint(() => Promise.reject<typeof contracts>(chunkError), "getTea")()).rejects.toBe(
      chunkError,
    );
  });

  it("names only the module's endpoints", () => {
    // @ts-expect-error: `TEA_KINDS` is not an endpoint (checked by `tsc`, never run)
    const notAnEndpoint = () => lazyEndpoint(async () => contracts, "TEA_KINDS");
    expect(notAnEndpoint).toBeTypeOf("function");
  });
});
