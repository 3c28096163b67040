import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { type ServerErrorWording, serverErrorMessage } from "../errors";

/** The API's codes only the account pages meet. */
export const ACCOUNT_ERROR_MESSAGES = {
  email_taken: msg`An account with this e-mail address already exists.`,
  phone_taken: msg`An account with this phone number already exists.`,
  validation_failed: msg`Some fields are not valid. Check them and try again.`,
  address_not_found: msg`This was not found. It may have been removed.`,
  order_not_found: msg`This was not found. It may have been removed.`,
  appointment_not_found: msg`This was not found. It may have been removed.`,
  not_cancellable: msg`This appointment can no longer be cancelled.`,
  order_not_returnable: msg`This order can no longer be returned.`,
  return_qty_exceeded: msg`Some of these items can no longer be returned.`,
  invalid_return_line: msg`Some of these items can no longer be returned.`,
  // On the account pages a refused password is the current one (the password form is the only one asking).
  invalid_credentials: msg`The current password is wrong.`,
  current_password_required: msg`Enter your current password to change your e-mail or phone.`,
} as const satisfies Record<string, MessageDescriptor>;

const ACCOUNT_WORDING = { codes: ACCOUNT_ERROR_MESSAGES } satisfies ServerErrorWording;

/**
 * The message of a failed change on the account pages — errors' `serverErrorMessage` with the
 * account's codes — translated.
 */
export function useMutationErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error) => i18n._(serverErrorMessage(error, ACCOUNT_WORDING)), [i18n]);
}
