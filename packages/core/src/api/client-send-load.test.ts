import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint } from "../contracts/endpoint.js";
import type { FetchLike } from "./http-types.js";

const product = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/products/:id",
  auth: "partner",
  params: z.object({ id: z.string() }),
  response: z.object({ name: z.string() }),
});

/** A fresh copy of the client module, whose sending code has not loaded yet. */
async function freshClient() {
  vi.resetModules();
  const { createApiClient } = await import("./client.js");
  const { isApiError } = await import("./errors.js");
  const fetch = vi.fn<FetchLike>(
    async () => new Response(JSON.stringify({ status: "success", data: { name: "Tea" } })),
  );
  const client = createApiClient({
    fetch,
    origin: "https://shop.example",
    getPartnerToken: () => "partner-token",
    getCustomerToken: () => null,
  });
  return { client, fetch, isApiError };
}

afterEach(() => {
  vi.doUnmock("./send-call.js");
  vi.doUnmock("./call-validation.js");
  vi.resetModules();
});

describe("the client's sending code and validation, loaded on the first call", () => {
  it("are not loaded by creating the client", async () => {
    const loads = { sender: 0, validation: 0 };
    vi.doMock("./send-call.js", async (importOriginal) => {
      loads.sender += 1;
      return importOriginal();
    });
    vi.doMock("./call-validation.js", async (importOriginal) => {
      loads.validation += 1;
      return importOriginal();
    });
    const { client } = await freshClient();
    expect(loads).toEqual({ sender: 0, validation: 0 });
    await expect(client.call(product, { params: { id: "1" } })).resolves.toEqual({ name: "Tea" });
    await client.call(product, { params: { id: "2" } });
    expect(loads).toEqual({ sender: 1, validation: 1 });
  });

  it("rejects the call with the import's own error when it fails to load, and loads again on the next call", async () => {
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/send-call-x1.js");
    let failing = true;
    vi.doMock("./send-call.js", async (importOriginal) => {
      if (failing) throw chunkError;
      return importOriginal();
    });
    const { client, fetch, isApiError } = await freshClient();
    const error = await client.call(product, { params: { id: "1" } }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    // Vitest wraps a failing mock factory's error; the browser's `import()` rejects with it as is.
    expect((error as Error).cause).toBe(chunkError);
    expect(fetch).not.toHaveBeenCalled();

    failing = false;
    await expect(client.call(product, { params: { id: "1" } })).resolves.toEqual({ name: "Tea" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
