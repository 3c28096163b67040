import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { type ServerErrorWording, serverErrorMessage } from "../errors";

/** On the account pages, a refused password is the current one (the password form is the only one asking). */
const ACCOUNT_WORDING = {
  codes: { invalid_credentials: msg`The current password is wrong.` },
} satisfies ServerErrorWording;

/**
 * The message of a failed change on the account pages, from errors' one map of the API's codes
 * (`serverErrorMessage`), translated.
 */
export function useMutationErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error) => i18n._(serverErrorMessage(error, ACCOUNT_WORDING)), [i18n]);
}
