import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiStatusError } from "@storefront/core/api";
import { couponRejectionText, rejectionFromServerMessage } from "../cart";
import { type ServerErrorWording, serverErrorMessage } from "../errors";

/** The API's codes of a failed order placement (`place_order`), as the checkout words them. */
export const ORDER_ERROR_MESSAGES = {
  cart_empty: msg`Your cart is empty.`,
  cart_already_ordered: msg`This cart has already been ordered.`,
  out_of_stock: msg`Some items are no longer in stock in this quantity. Please review your cart.`,
  address_required: msg`Choose a delivery address.`,
  card_token_required: msg`Enter your card details.`,
  idempotency_key_reused: msg`Your order changed while an earlier attempt was on its way. Please place it again.`,
  payment_failed: msg`The payment failed, so no order was placed. Your cart is kept: you can try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** Without an answer the order may or may not exist (and a retry with the same key is safe). */
const ORDER_UNREACHABLE = msg`We could not reach the shop. Your order may not have been placed: trying again will not order twice.`;

/** The checkout's words for errors' `serverErrorMessage`. */
const ORDER_WORDING = {
  // An address deleted meanwhile (in another tab) is an address to choose again.
  codes: { ...ORDER_ERROR_MESSAGES, address_not_found: ORDER_ERROR_MESSAGES.address_required },
  unreachable: ORDER_UNREACHABLE,
  unknown: msg`The order could not be placed. Please try again.`,
} satisfies ServerErrorWording;

/** What to tell the shopper when placing the order failed (a declined payment goes to /failure). */
export function placeOrderErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiStatusError && error.code === "coupon_invalid") {
    return couponRejectionText(i18n, rejectionFromServerMessage(error.serverMessage ?? ""));
  }
  // A server error leaves the outcome unknown, like no answer at all.
  if (error instanceof ApiStatusError && error.status >= 500) return i18n._(ORDER_UNREACHABLE);
  return i18n._(serverErrorMessage(error, ORDER_WORDING));
}
