import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint } from "../contracts/endpoint.js";
import { type ApiClient, type ApiClientOptions, createApiClient } from "./client.js";
import {
  ApiAbortError,
  ApiNetworkError,
  ApiStatusError,
  ApiTimeoutError,
  ApiValidationError,
  isApiError,
} from "./errors.js";
import type { FetchInit, FetchLike } from "./http-types.js";
import { createPendingRequests } from "./pending-requests.js";

const product = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/products/:id",
  auth: "partner",
  params: z.object({ id: z.string() }),
  query: z.object({ lang: z.optional(z.nullable(z.string())), empty: z.optional(z.string()) }),
  response: z.object({ name: z.string() }),
});

const addReview = defineEndpoint({
  method: "POST",
  prefix: "cms",
  path: "/reviews",
  auth: "customer",
  body: z.strictObject({ stars: z.number().check(z.int(), z.gte(1), z.lte(5)) }),
  response: z.object({ id: z.number() }),
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(reply: FetchLike | Response, overrides: Partial<ApiClientOptions> = {}) {
  const fetch = vi.fn<FetchLike>(typeof reply === "function" ? reply : async () => reply);
  const loader = createPendingRequests();
  const logger = { error: vi.fn() };
  const client = createApiClient({
    fetch,
    origin: "https://shop.example",
    baseUrl: "https://api.partner.example/",
    getPartnerToken: () => "partner-token",
    getCustomerToken: () => null,
    loader,
    logger,
    ...overrides,
  });
  const init = (call = 0) => fetch.mock.calls[call]?.[1] as FetchInit;
  const url = (call = 0) => fetch.mock.calls[call]?.[0];
  return { client, fetch, loader, logger, init, url };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createApiClient", () => {
  it("builds the URL on the site origin, fills params and drops empty search params", async () => {
    const { client, url, init } = setup(json({ status: "success", data: { name: "Tea" } }));
    const data = await client.call(product, { params: { id: "a b" }, query: { lang: null, empty: "" } });
    expect(data).toEqual({ name: "Tea" });
    expect(url()).toBe("https://shop.example/ecommerce/api/snachoo/products/a%20b");
    expect(init().method).toBe("GET");
    expect(init().body).toBeUndefined();
  });

  it("uses the external base URL per call or per client", async () => {
    const reply = json({ status: "success", data: { name: "Tea" } });
    const perCall = setup(reply.clone());
    await perCall.client.call(product, { params: { id: "1" }, query: { lang: "ar" }, base: "external" });
    expect(perCall.url()).toBe("https://api.partner.example/ecommerce/api/snachoo/products/1?lang=ar");
    const perClient = setup(reply.clone(), { defaultBase: "external" });
    await perClient.client.call(product, { params: { id: "1" } });
    expect(perClient.url()).toMatch(/^https:\/\/api\.partner\.example\//);
    const missing = setup(reply.clone(), { baseUrl: undefined });
    await expect(
      missing.client.call(product, { params: { id: "1" }, base: "external" }),
    ).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it("always sends the partner bearer token, and the customer token only when there is one", async () => {
    const guest = setup(json({ status: "success", data: { name: "x" } }));
    await guest.client.call(product, { params: { id: "1" } });
    expect(guest.init().headers).toEqual({
      Accept: "application/json",
      Authorization: "Bearer partner-token",
    });

    const user = setup(json({ status: "success", data: { id: 1 } }), { getCustomerToken: () => "cust-1" });
    await user.client.call(addReview, { body: { stars: 5 } });
    expect(user.url()).toBe("https://shop.example/ecommerce/api/cms/reviews");
    expect(user.init()).toMatchObject({
      method: "POST",
      body: '{"stars":5}',
      headers: {
        Authorization: "Bearer partner-token",
        "X-customer-token": "cust-1",
        "Content-Type": "application/json",
      },
    });
  });

  it("sends a call's extra headers, but never lets them replace its own", async () => {
    const user = setup(json({ status: "success", data: { id: 1 } }), { getCustomerToken: () => "cust-1" });
    await user.client.call(addReview, {
      body: { stars: 4 },
      headers: {
        "Idempotency-Key": "merge-key-123",
        Authorization: "Bearer forged",
        "X-customer-token": "x",
      },
    });
    expect(user.init().headers).toEqual({
      "Idempotency-Key": "merge-key-123",
      Accept: "application/json",
      Authorization: "Bearer partner-token",
      "X-customer-token": "cust-1",
      "Content-Type": "application/json",
    });
  });

  it("validates params and body before sending anything", async () => {
    const { client, fetch } = setup(json({}));
    await expect(client.call(addReview, { body: { stars: 9 } })).rejects.toMatchObject({
      name: "ApiValidationError",
      direction: "request",
    });
    await expect(client.call(product, {})).rejects.toBeInstanceOf(ApiValidationError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("turns a failed fetch into ApiNetworkError", async () => {
    const { client } = setup(async () => {
      throw new TypeError("fetch failed");
    });
    const error = await client.call(product, { params: { id: "1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({
      method: "GET",
      url: "https://shop.example/ecommerce/api/snachoo/products/1",
    });
    expect(isApiError(error)).toBe(true);
  });

  it("turns a bad status into ApiStatusError with the error envelope's code and message", async () => {
    const { client } = setup(json({ status: "error", code: "not_found", msg: "No such product" }, 404));
    await expect(client.call(product, { params: { id: "1" } })).rejects.toMatchObject({
      name: "ApiStatusError",
      status: 404,
      code: "not_found",
      serverMessage: "No such product",
    });
    const plain = setup(new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await plain.client.call(product, { params: { id: "1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiStatusError);
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      message: "Request failed with status 502 Bad Gateway",
    });
  });

  it("reports a refused customer token (401 invalid_customer_token) with the token it sent, then rejects", async () => {
    const refused: string[] = [];
    const refusal = json({ status: "error", code: "invalid_customer_token", msg: "Log in to continue" }, 401);
    const { client } = setup(refusal, {
      getCustomerToken: () => "ct_sara",
      onCustomerTokenRefused: (token) => refused.push(token),
    });
    await expect(client.call(addReview, { body: { stars: 5 } })).rejects.toMatchObject({
      status: 401,
      code: "invalid_customer_token",
    });
    expect(refused).toEqual(["ct_sara"]);
  });

  it("does not report other 401s, or a 401 to a call that sent no customer token", async () => {
    const refused: string[] = [];
    const onCustomerTokenRefused = (token: string) => refused.push(token);
    const wrongPassword = json({ status: "error", code: "invalid_credentials", msg: "Wrong password" }, 401);
    const withToken = setup(wrongPassword, { getCustomerToken: () => "ct_sara", onCustomerTokenRefused });
    await expect(withToken.client.call(addReview, { body: { stars: 5 } })).rejects.toBeInstanceOf(
      ApiStatusError,
    );
    const refusal = json({ status: "error", code: "invalid_customer_token", msg: "Log in" }, 401);
    const anonymous = setup(refusal, { onCustomerTokenRefused });
    await expect(anonymous.client.call(addReview, { body: { stars: 5 } })).rejects.toBeInstanceOf(
      ApiStatusError,
    );
    expect(refused).toEqual([]);
  });

  it("treats an error envelope with status 200 as a status error", async () => {
    const { client } = setup(json({ status: "error", code: "coupon_invalid", msg: "Nope" }));
    await expect(client.call(product, { params: { id: "1" } })).rejects.toMatchObject({
      status: 200,
      code: "coupon_invalid",
    });
  });

  it("turns malformed answers into ApiValidationError, never a crash", async () => {
    for (const body of [
      "not json",
      "",
      JSON.stringify({ status: "success", data: { name: 5 } }),
      JSON.stringify([1]),
    ]) {
      const { client } = setup(new Response(body, { status: 200 }));
      await expect(client.call(product, { params: { id: "1" } })).rejects.toMatchObject({
        name: "ApiValidationError",
        direction: "response",
      });
    }
  });

  it("times out with ApiTimeoutError and aborts the fetch", async () => {
    vi.useFakeTimers();
    let signal: { aborted: boolean } | undefined;
    const { client } = setup(
      (_url, init) => {
        signal = init.signal;
        return new Promise(() => undefined);
      },
      { timeoutMs: 1000 },
    );
    const pending = client.call(product, { params: { id: "1" } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 1000 });
    expect(signal?.aborted).toBe(true);
  });

  it("rejects with ApiAbortError when the caller aborts", async () => {
    const { client } = setup(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = client.call(product, { params: { id: "1" }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortError);
    await expect(
      client.call(product, { params: { id: "1" }, signal: controller.signal }),
    ).rejects.toBeInstanceOf(ApiAbortError);
  });

  it("counts flagged requests in the loader, until they settle, also on failure", async () => {
    let release: (value: Response) => void = () => undefined;
    const { client, loader } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = client.call(product, { params: { id: "1" }, showLoader: true });
    await Promise.resolve();
    expect(loader.getSnapshot()).toEqual({ pending: 1, loading: true });
    release(json({ status: "error", code: "x", msg: "y" }, 500));
    await first.catch(() => undefined);
    expect(loader.getSnapshot()).toEqual({ pending: 0, loading: false });
  });

  it("leaves the loader alone for unflagged requests", async () => {
    const { client, loader } = setup(json({ status: "success", data: { name: "x" } }));
    const spy = vi.spyOn(loader, "start");
    await client.call(product, { params: { id: "1" } });
    expect(spy).not.toHaveBeenCalled();
  });

  it("omits the Authorization header when there is no partner token", async () => {
    const { client, init } = setup(json({ status: "success", data: { name: "x" } }), {
      getPartnerToken: () => null,
    });
    await client.call(product, { params: { id: "1" } });
    expect(init().headers.Authorization).toBeUndefined();
  });

  it("accepts the runtime's own fetch", () => {
    expect(() =>
      createApiClient({
        fetch: globalThis.fetch,
        origin: "https://shop.example",
        getPartnerToken: () => "t",
        getCustomerToken: () => null,
      }),
    ).not.toThrow();
  });
});

describe("createApiClient with a lazy endpoint", () => {
  const lazyProduct = () => Promise.resolve(product);
  const lazyAddReview = () => Promise.resolve(addReview);

  it("loads the endpoint, then calls it like the endpoint itself", async () => {
    const { client, url, init } = setup(json({ status: "success", data: { name: "Tea" } }));
    const data = await client.call(lazyProduct, { params: { id: "a b" }, query: { lang: "ar" } });
    expect(data).toEqual({ name: "Tea" });
    expect(url()).toBe("https://shop.example/ecommerce/api/snachoo/products/a%20b?lang=ar");
    expect(init().method).toBe("GET");
  });

  it("types the options by the endpoint's schemas and the result by its response schema", () => {
    const review = (client: ApiClient) => client.call(lazyAddReview, { body: { stars: 5 } });
    expectTypeOf(review).returns.resolves.toEqualTypeOf<{ id: number }>();
    const misTyped = (client: ApiClient) =>
      // @ts-expect-error: the body schema wants a number of stars (checked by `tsc`, never run)
      client.call(lazyAddReview, { body: { stars: "5" } });
    expectTypeOf(misTyped).returns.resolves.toEqualTypeOf<{ id: number }>();
  });

  it("validates the request with the loaded schemas before sending anything", async () => {
    const { client, fetch } = setup(json({}));
    await expect(client.call(lazyAddReview, { body: { stars: 9 } })).rejects.toMatchObject({
      name: "ApiValidationError",
      direction: "request",
      issues: [expect.objectContaining({ path: "body.stars" })],
    });
    await expect(client.call(lazyProduct, {})).rejects.toBeInstanceOf(ApiValidationError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("validates the answer with the loaded response schema", async () => {
    const { client } = setup(json({ status: "success", data: { name: 5 } }));
    await expect(client.call(lazyProduct, { params: { id: "1" } })).rejects.toMatchObject({
      name: "ApiValidationError",
      direction: "response",
    });
  });

  it("rejects with the import's own error when the endpoint's module fails to load, sending nothing", async () => {
    const { client, fetch, loader } = setup(json({ status: "success", data: { name: "Tea" } }));
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/catalog-x1.js");
    const pending = client
      .call(() => Promise.reject<typeof product>(chunkError), { params: { id: "1" }, showLoader: true })
      .catch((e: unknown) => e);
    // The loader shows from the tap, while the contract loads…
    expect(loader.getSnapshot()).toEqual({ pending: 1, loading: true });
    const error = await pending;
    // …and the import's error comes out unchanged, so the shell's chunk reload guard
    // (`isChunkLoadError`) still recognises it.
    expect(error).toBe(chunkError);
    expect(isApiError(error)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(loader.getSnapshot()).toEqual({ pending: 0, loading: false });
  });

  it("sends the tokens of the moment of the call, even when they change while the endpoint loads", async () => {
    let customerToken: string | null = "ct_sara";
    const { client, init } = setup(json({ status: "success", data: { id: 1 } }), {
      getCustomerToken: () => customerToken,
    });
    const pending = client.call(lazyAddReview, { body: { stars: 5 } });
    customerToken = null; // a logout clears the token right after starting its call
    await pending;
    expect(init().headers["X-customer-token"]).toBe("ct_sara");
  });

  it("rejects with ApiAbortError, sending nothing, when the caller aborts while the endpoint loads", async () => {
    const { client, fetch } = setup(json({ status: "success", data: { name: "Tea" } }));
    const controller = new AbortController();
    const pending = client.call(lazyProduct, { params: { id: "1" }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
