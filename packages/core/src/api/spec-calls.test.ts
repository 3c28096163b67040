import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import { ApiNetworkError, ApiValidationError } from "./errors.js";
import type { FetchInit, FetchLike } from "./http-types.js";
import { createPendingRequests } from "./pending-requests.js";
import { getCartList, getWishList, logout } from "./spec-calls.js";

function setup(reply: () => Promise<Response>) {
  const fetch = vi.fn<FetchLike>(reply);
  const logger = { error: vi.fn() };
  const loader = createPendingRequests();
  const client = createApiClient({
    fetch,
    origin: "https://shop.example",
    getPartnerToken: () => "p",
    getCustomerToken: () => "c",
    logger,
    loader,
  });
  return { client, fetch, logger, loader };
}

const ok = (data: unknown) => async () => new Response(JSON.stringify({ status: "success", data }));

describe("logout", () => {
  it("calls GET /ecommerce/api/snachoo/logout and ignores the answer", async () => {
    const { client, fetch } = setup(async () => new Response("whatever", { status: 200 }));
    await expect(logout(client)).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[0]).toBe("https://shop.example/ecommerce/api/snachoo/logout");
    const init = fetch.mock.calls[0]?.[1] as FetchInit;
    expect(init.method).toBe("GET");
  });
  it("is silent on failure", async () => {
    const { client, logger } = setup(async () => {
      throw new TypeError("offline");
    });
    await expect(logout(client)).resolves.toBeUndefined();
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe("getCartList / getWishList", () => {
  it("reads the list from data and normalises source records", async () => {
    const { client, fetch } = setup(
      ok([
        { product_id: "p1", name: "Tea", price: 2, qty: 3 },
        { self: { _id: { $oid: "p2" }, name: "Cake" }, price_master: { price: "4.50" }, qty: 1 },
      ]),
    );
    await expect(getCartList(client)).resolves.toEqual([
      { product_id: "p1", name: "Tea", price: 2, qty: 3 },
      { product_id: "p2", name: "Cake", price: 4.5, qty: 1 },
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://shop.example/ecommerce/api/snachoo/get_cart_list");
    expect((init as FetchInit).headers["X-customer-token"]).toBe("c");
  });

  it("uses /get_wish_list for the wishlist and feeds the loader when asked", async () => {
    const { client, fetch, loader } = setup(ok([]));
    const start = vi.spyOn(loader, "start");
    await expect(getWishList(client, { showLoader: true })).resolves.toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe("https://shop.example/ecommerce/api/snachoo/get_wish_list");
    expect(start).toHaveBeenCalledTimes(1);
    expect(loader.getSnapshot().pending).toBe(0);
  });

  it("logs and rejects a malformed list", async () => {
    const { client, logger } = setup(ok([{ junk: true }]));
    await expect(getCartList(client)).rejects.toBeInstanceOf(ApiValidationError);
    expect(logger.error).toHaveBeenCalledWith("Fetching the cart failed", expect.any(ApiValidationError));
  });

  it("logs and rejects a network failure", async () => {
    const { client, logger } = setup(async () => {
      throw new TypeError("offline");
    });
    await expect(getWishList(client)).rejects.toBeInstanceOf(ApiNetworkError);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
