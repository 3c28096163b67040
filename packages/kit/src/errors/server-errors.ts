import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiNetworkError, ApiStatusError, ApiTimeoutError } from "@storefront/core/api";

/**
 * What the storefront says for each stable error `code` of the API (spec §8 leaves server codes to
 * us; apps/api lists them). The one map every form and page reads through `serverErrorMessage`;
 * the server's English `msg` is never shown as is.
 */
export const SERVER_ERROR_MESSAGES = {
  invalid_credentials: msg`The e-mail, phone number or password is not correct.`,
  too_many_attempts: msg`Too many attempts. Wait a few minutes, then try again.`,
  email_taken: msg`An account with this e-mail address already exists.`,
  phone_taken: msg`An account with this phone number already exists.`,
  invalid_reset_token: msg`This reset link is invalid or has expired. Ask for a new one.`,
  validation_failed: msg`Some fields are not valid. Check them and try again.`,
  too_many_addresses: msg`You can keep at most 20 addresses. Delete one to add another.`,
  address_not_found: msg`This was not found. It may have been removed.`,
  order_not_found: msg`This was not found. It may have been removed.`,
  appointment_not_found: msg`This was not found. It may have been removed.`,
  not_cancellable: msg`This appointment can no longer be cancelled.`,
  order_not_returnable: msg`This order can no longer be returned.`,
  return_qty_exceeded: msg`Some of these items can no longer be returned.`,
  invalid_return_line: msg`Some of these items can no longer be returned.`,
  cart_empty: msg`Your cart is empty.`,
  cart_already_ordered: msg`This cart has already been ordered.`,
  out_of_stock: msg`Some items are no longer in stock in this quantity. Please review your cart.`,
  address_required: msg`Choose a delivery address.`,
  card_token_required: msg`Enter your card details.`,
  idempotency_key_reused: msg`Your order changed while an earlier attempt was on its way. Please place it again.`,
  payment_failed: msg`The payment failed, so no order was placed. Your cart is kept: you can try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** An API error code kit has words for. */
export type ServerErrorCode = keyof typeof SERVER_ERROR_MESSAGES;

/** What to say when a call got no answer (offline, timed out). */
export const UNREACHABLE_MESSAGE = msg`We could not reach the store. Check your connection and try again.`;
/** What to say for any other failure (an unknown code, a server error, a bug). */
export const UNKNOWN_ERROR_MESSAGE = msg`Something went wrong. Please try again.`;

/** Where a form words a failure its own way (the meaning of a code there, the stakes of a retry). */
export interface ServerErrorWording {
  /** Codes that say something else here: on the password form, `invalid_credentials` is the current password. */
  codes?: Partial<Record<string, MessageDescriptor>>;
  /** Instead of `UNREACHABLE_MESSAGE`. */
  unreachable?: MessageDescriptor;
  /** Instead of `UNKNOWN_ERROR_MESSAGE`. */
  unknown?: MessageDescriptor;
}

/**
 * The message of a failed API call: the words for its code (`wording.codes`, then
 * `SERVER_ERROR_MESSAGES`), "too many attempts" for any 429, the unreachable message when no
 * answer came, else the unknown-error message. Translate it with `i18n._(…)`.
 */
export function serverErrorMessage(error: unknown, wording: ServerErrorWording = {}): MessageDescriptor {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
    return wording.unreachable ?? UNREACHABLE_MESSAGE;
  }
  if (error instanceof ApiStatusError) {
    const code = error.code ?? "";
    const known = Object.hasOwn(SERVER_ERROR_MESSAGES, code)
      ? SERVER_ERROR_MESSAGES[code as ServerErrorCode]
      : undefined;
    const message = (Object.hasOwn(wording.codes ?? {}, code) ? wording.codes?.[code] : undefined) ?? known;
    if (message) return message;
    if (error.status === 429) return SERVER_ERROR_MESSAGES.too_many_attempts;
  }
  return wording.unknown ?? UNKNOWN_ERROR_MESSAGE;
}
