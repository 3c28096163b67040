import { setupI18n } from "@lingui/core";
import { ApiNetworkError, ApiStatusError } from "@storefront/core/api";
import { describe, expect, it } from "vitest";
import { UNKNOWN_ERROR_MESSAGE } from "../errors";
import { ORDER_ERROR_MESSAGES, placeOrderErrorText } from "./order-errors";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const request = { method: "POST", url: "http://x/ecommerce/api/snachoo/place_order" };
const status = (code: string, httpStatus = 400, msg = code) =>
  new ApiStatusError(request, { status: httpStatus, code, msg, issues: [] });

describe("placeOrderErrorText", () => {
  it("words every order code, and a vanished address as one to choose again", () => {
    for (const [code, message] of Object.entries(ORDER_ERROR_MESSAGES))
      expect(placeOrderErrorText(i18n, status(code))).toBe(i18n._(message));
    expect(placeOrderErrorText(i18n, status("address_not_found", 404))).toBe("Choose a delivery address.");
  });

  it("says a retry is safe when the outcome is unknown, and that nothing was placed otherwise", () => {
    const unknownOutcome = /may not have been placed: trying again will not order twice/;
    expect(placeOrderErrorText(i18n, new ApiNetworkError("offline", request))).toMatch(unknownOutcome);
    expect(placeOrderErrorText(i18n, status("internal_error", 503))).toMatch(unknownOutcome);
    expect(placeOrderErrorText(i18n, status("something_new", 409))).toBe(
      "The order could not be placed. Please try again.",
    );
    expect(placeOrderErrorText(i18n, status("something_new", 409))).not.toBe(i18n._(UNKNOWN_ERROR_MESSAGE));
  });

  it("reads a coupon refused at the last moment with core's coupon messages", () => {
    expect(placeOrderErrorText(i18n, status("coupon_invalid", 422, "Coupon expired."))).toBe(
      "Coupon expired.",
    );
  });
});
