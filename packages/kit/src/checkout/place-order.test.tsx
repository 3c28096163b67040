import { ApiStatusError, ApiValidationError, lazyEndpoint } from "@storefront/core/api";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFetchDouble, type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { orderFixture } from "./checkout-fixtures.test-support";
import { attemptSettled } from "./idempotency";
import { callWithKey, type PlaceOrderBody, useOrderPlacement } from "./place-order";

const body: PlaceOrderBody = { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa" };

function setup(replies: FetchReply[]) {
  const queue = [...replies];
  const double = createFetchDouble({
    "POST /place_order": () => queue.shift() ?? fail(500, "internal_error"),
  });
  const { result } = renderHook(() =>
    useOrderPlacement({
      origin: "http://retail.localhost",
      getPartnerToken: () => "pk_test",
      getCustomerToken: () => "ct_sara",
      fetch: double.fetch,
    }),
  );
  const keys = () => double.calls.map((call) => call.headers["Idempotency-Key"]);
  return { result, double, keys };
}

describe("useOrderPlacement", () => {
  it("sends a double submit once, with one key and the customer's headers", async () => {
    const { result, double, keys } = setup([
      { status: 201, body: { status: "success", data: orderFixture() } },
    ]);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.place(body);
      second = result.current.place(body);
    });
    expect(second).toBe(first);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await first;
    });
    expect(double.calls).toHaveLength(1);
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(double.calls[0]?.headers).toMatchObject({
      Authorization: "Bearer pk_test",
      "X-customer-token": "ct_sara",
    });
    expect(double.calls[0]?.body).toEqual(body);
    expect(result.current.pending).toBe(false);
  });

  it("keeps the key when the outcome is unknown (network failure), so the retry cannot order twice", async () => {
    const { result, keys } = setup([new TypeError("Failed to fetch"), ok(orderFixture())]);
    await act(async () => {
      await result.current.place(body).catch(() => {});
    });
    await act(async () => {
      await result.current.place(body);
    });
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it("uses a new key to retry after a declined payment (402), and after an order", async () => {
    const { result, keys } = setup([
      fail(402, "payment_failed", "The payment was declined"),
      ok(orderFixture()),
      ok(orderFixture()),
    ]);
    let declined: unknown;
    await act(async () => {
      declined = await result.current.place({ ...body, card_token: "tok_declined" }).catch((error) => error);
    });
    expect(declined).toBeInstanceOf(ApiStatusError);
    expect((declined as ApiStatusError).code).toBe("payment_failed");
    await act(async () => {
      await result.current.place(body);
    });
    await act(async () => {
      await result.current.place(body);
    });
    const [a, b, c] = keys();
    expect(new Set([a, b, c]).size).toBe(3);
  });
});

describe("callWithKey", () => {
  const placeOrder = lazyEndpoint(() => import("@storefront/core/contracts/api/checkout"), "placeOrder");
  const options = (fetch: ReturnType<typeof createFetchDouble>["fetch"]) => ({
    origin: "http://restaurant.localhost",
    getPartnerToken: () => "pk_test",
    getCustomerToken: () => null,
    fetch,
    headers: { "X-Device-Id": "kiosk-0001" },
  });

  it("calls a lazy endpoint with its key and the extra headers, and answers its validated data", async () => {
    const double = createFetchDouble({ "POST /place_order": ok(orderFixture()) });
    const order = await callWithKey(options(double.fetch), "key-000001", placeOrder, { body });
    expect(order).toEqual(orderFixture());
    expect(double.calls[0]?.headers).toMatchObject({
      "Idempotency-Key": "key-000001",
      "X-Device-Id": "kiosk-0001",
    });
    expect(double.calls[0]?.body).toEqual(body);
  });

  it("refuses an answer its lazy endpoint's schema does not accept", async () => {
    const double = createFetchDouble({ "POST /place_order": ok({ order_ref: 42 }) });
    const failure = await callWithKey(options(double.fetch), "key-000002", placeOrder, { body }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiValidationError);
  });
});

describe("attemptSettled", () => {
  it("is true for a 4xx answer only", () => {
    const request = { method: "POST", url: "/place_order" };
    expect(attemptSettled(new ApiStatusError(request, { status: 402, code: "payment_failed" }))).toBe(true);
    expect(attemptSettled(new ApiStatusError(request, { status: 503 }))).toBe(false);
    expect(attemptSettled(new Error("offline"))).toBe(false);
  });
});
