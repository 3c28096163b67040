import { msg } from "@lingui/core/macro";
import { ApiNetworkError, ApiStatusError, ApiTimeoutError } from "@storefront/core/api";
import { describe, expect, it } from "vitest";
import {
  SERVER_ERROR_MESSAGES,
  serverErrorMessage,
  UNKNOWN_ERROR_MESSAGE,
  UNREACHABLE_MESSAGE,
} from "./server-errors";

const request = { method: "POST", url: "http://x/ecommerce/api/snachoo/place_order" };
const status = (code: string, httpStatus = 400) =>
  new ApiStatusError(request, { status: httpStatus, code, msg: `server says ${code}`, issues: [] });

describe("serverErrorMessage", () => {
  it("words every known code from the one map", () => {
    for (const [code, message] of Object.entries(SERVER_ERROR_MESSAGES)) {
      expect(serverErrorMessage(status(code))).toBe(message);
    }
  });

  it("says no answer came for network errors and time-outs, and something went wrong otherwise", () => {
    expect(serverErrorMessage(new ApiNetworkError("offline", request))).toBe(UNREACHABLE_MESSAGE);
    expect(serverErrorMessage(new ApiTimeoutError(request, 30_000))).toBe(UNREACHABLE_MESSAGE);
    expect(serverErrorMessage(status("internal_error", 500))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(serverErrorMessage(status("toString"))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(serverErrorMessage(new Error("boom"))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(serverErrorMessage(status("rate_limited", 429))).toBe(SERVER_ERROR_MESSAGES.too_many_attempts);
  });

  it("lets a form word a code, an unreachable server or an unknown failure its own way", () => {
    const wrongPassword = msg`The current password is wrong.`;
    const orderUnknown = msg`Your order may not have been placed.`;
    const wording = {
      codes: { invalid_credentials: wrongPassword },
      unreachable: orderUnknown,
      unknown: orderUnknown,
    };
    expect(serverErrorMessage(status("invalid_credentials", 401), wording)).toBe(wrongPassword);
    expect(serverErrorMessage(status("too_many_attempts", 429), wording)).toBe(
      SERVER_ERROR_MESSAGES.too_many_attempts,
    );
    expect(serverErrorMessage(new ApiNetworkError("offline", request), wording)).toBe(orderUnknown);
    expect(serverErrorMessage(status("nope", 500), wording)).toBe(orderUnknown);
  });
});
