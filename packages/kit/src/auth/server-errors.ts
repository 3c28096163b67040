import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiNetworkError, ApiStatusError, ApiTimeoutError } from "@storefront/core/api";
import type { FieldErrors } from "./validation";
import { validationMessages } from "./validation";

/** What the auth forms show for a server answer (the API's `code`, translated). */
export const serverMessages = {
  invalidCredentials: msg`The e-mail, phone number or password is not correct.`,
  tooManyAttempts: msg`Too many attempts. Wait a few minutes, then try again.`,
  emailTaken: msg`An account with this e-mail address already exists. Log in instead.`,
  phoneTaken: msg`An account with this phone number already exists. Log in instead.`,
  invalidResetToken: msg`This reset link is invalid or has expired. Ask for a new one.`,
  checkFields: msg`Check the highlighted fields.`,
  network: msg`We could not reach the store. Check your connection and try again.`,
  unknown: msg`Something went wrong. Please try again.`,
};

/** A server failure mapped onto a form: a message for the whole form and/or per field. */
export interface FormFailure<F extends string> {
  form?: MessageDescriptor;
  fields: FieldErrors<F>;
}

/** The message of a field the server refused in a validation answer (400 `validation_failed`). */
const FIELD_FORMAT: Record<string, MessageDescriptor> = {
  email: validationMessages.emailInvalid,
  phone: validationMessages.phoneInvalid,
  country_code: validationMessages.countryCodeInvalid,
  // The form checks the length first: a password the server still refuses is a guessable one.
  password: validationMessages.passwordGuessable,
  name: validationMessages.nameRequired,
  last_name: validationMessages.nameTooLong,
};

/**
 * Maps an auth call's failure onto a form (spec §8 leaves server codes to us; apps/api lists them):
 * `invalid_credentials`, `too_many_attempts`, `email_taken`, `phone_taken`, `invalid_reset_token`,
 * `validation_failed` (its issues on their fields), network and time-out errors, anything else.
 * `fields` maps the API's body field names (`email`, `country_code`…) to the form's.
 */
export function authFailure<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>> = {},
): FormFailure<F> {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
    return { form: serverMessages.network, fields: {} };
  }
  if (!(error instanceof ApiStatusError)) return { form: serverMessages.unknown, fields: {} };
  const onField = (apiField: string, message: MessageDescriptor): FormFailure<F> => {
    const field = fields[apiField];
    return field ? { fields: { [field]: message } as FieldErrors<F> } : { form: message, fields: {} };
  };
  switch (error.code) {
    case "invalid_credentials":
      return { form: serverMessages.invalidCredentials, fields: {} };
    case "too_many_attempts":
      return { form: serverMessages.tooManyAttempts, fields: {} };
    case "email_taken":
      return onField("email", serverMessages.emailTaken);
    case "phone_taken":
      return onField("phone", serverMessages.phoneTaken);
    case "invalid_reset_token":
      return { form: serverMessages.invalidResetToken, fields: {} };
    case "validation_failed": {
      const result: FieldErrors<F> = {};
      for (const issue of error.issues) {
        const apiField = issue.path.replace(/^body\./, "").split(".")[0] ?? "";
        const field = fields[apiField];
        const message = FIELD_FORMAT[apiField];
        if (field && message && !result[field]) result[field] = message;
      }
      return Object.keys(result).length > 0
        ? { form: serverMessages.checkFields, fields: result }
        : { form: serverMessages.unknown, fields: {} };
    }
    default:
      if (error.status === 429) return { form: serverMessages.tooManyAttempts, fields: {} };
      return { form: serverMessages.unknown, fields: {} };
  }
}
