import { ApiNetworkError, ApiStatusError, ApiTimeoutError, ApiValidationError } from "@storefront/core/api";
import { describe, expect, it } from "vitest";
import { retryRead } from "./query-client";

const request = { method: "GET", url: "http://retail.localhost/ecommerce/api/snachoo/products/7" };
const status = (code: number) => new ApiStatusError(request, { status: code, statusText: "" });

describe("retryRead", () => {
  it("tries a read once more when a second try may answer: no answer, a 5xx, a malformed answer", () => {
    expect(retryRead(0, new ApiNetworkError("The request failed", request))).toBe(true);
    expect(retryRead(0, status(502))).toBe(true);
    expect(retryRead(0, new ApiValidationError(request, "response", []))).toBe(true);
    expect(retryRead(1, status(502))).toBe(false);
  });

  it("never after a timeout (the shopper already waited the whole limit) or a 4xx", () => {
    expect(retryRead(0, new ApiTimeoutError(request, 30_000))).toBe(false);
    for (const code of [401, 404, 422, 429]) expect(retryRead(0, status(code))).toBe(false);
  });
});
