import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiNetworkError, ApiStatusError, ApiTimeoutError } from "@storefront/core/api";

/**
 * What the storefront says for the API's stable error `code`s any page may show (spec §8 leaves
 * server codes to us; apps/api lists them): the sign-in and reset codes, and the refused customer
 * token of an ended session. Read through `serverErrorMessage`; the server's English `msg` is never shown as is. Codes
 * only a feature's pages meet are worded beside them and passed as `wording.codes` — the checkout's
 * `ORDER_ERROR_MESSAGES`, the account's `ACCOUNT_ERROR_MESSAGES`, the address form's — so their
 * messages load with that feature's catalog, not before every first render (decision 0009).
 */
export const SERVER_ERROR_MESSAGES = {
  invalid_credentials: msg`The e-mail, phone number or password is not correct.`,
  too_many_attempts: msg`Too many attempts. Wait a few minutes, then try again.`,
  invalid_reset_token: msg`This reset link is invalid or has expired. Ask for a new one.`,
  invalid_customer_token: msg`Your session has ended. Please log in again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** An API error code kit has words for. */
export type ServerErrorCode = keyof typeof SERVER_ERROR_MESSAGES;

/** True for a call the server refused as too many (429): the shopper is told to wait, not to retry now. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiStatusError && error.status === 429;
}

/** What to say when a call got no answer (offline, timed out). */
export const UNREACHABLE_MESSAGE = msg`We could not reach the store. Check your connection and try again.`;
/** What to say for any other failure (an unknown code, a server error, a bug). */
export const UNKNOWN_ERROR_MESSAGE = msg`Something went wrong. Please try again.`;

/**
 * A feature's words for failures: the codes its pages meet, codes that mean something else there
 * (on the password form `invalid_credentials` is the current password), the stakes of a retry.
 */
export interface ServerErrorWording {
  /** The feature's codes, and codes it words its own way (they win over `SERVER_ERROR_MESSAGES`). */
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
    if (isRateLimited(error)) return SERVER_ERROR_MESSAGES.too_many_attempts;
  }
  return wording.unknown ?? UNKNOWN_ERROR_MESSAGE;
}
