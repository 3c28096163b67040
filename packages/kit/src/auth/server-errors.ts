import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiStatusError } from "@storefront/core/api";
import { type ServerErrorWording, serverErrorMessage } from "../errors";
import type { FieldErrors } from "./validation";
import { validationMessages } from "./validation";

/** The auth forms' own words: a taken e-mail or phone at sign-up means "log in instead". */
const AUTH_WORDING = {
  codes: {
    email_taken: msg`An account with this e-mail address already exists. Log in instead.`,
    phone_taken: msg`An account with this phone number already exists. Log in instead.`,
  },
} satisfies ServerErrorWording;

/** Shown above a form whose fields the server refused. */
export const CHECK_FIELDS_MESSAGE = msg`Check the highlighted fields.`;

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
 * Maps an auth call's failure onto a form, in the words of errors' `serverErrorMessage`: a taken
 * e-mail or phone on its field, `validation_failed` issues on their fields (with
 * `CHECK_FIELDS_MESSAGE` above the form), anything else above the form. `fields` maps the API's
 * body field names (`email`, `country_code`…) to the form's.
 */
export function authFailure<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>> = {},
): FormFailure<F> {
  const message = serverErrorMessage(error, AUTH_WORDING);
  if (!(error instanceof ApiStatusError)) return { form: message, fields: {} };
  const onField = (apiField: string): FormFailure<F> => {
    const field = fields[apiField];
    return field ? { fields: { [field]: message } as FieldErrors<F> } : { form: message, fields: {} };
  };
  if (error.code === "email_taken") return onField("email");
  if (error.code === "phone_taken") return onField("phone");
  if (error.code === "validation_failed") {
    const result: FieldErrors<F> = {};
    for (const issue of error.issues) {
      const apiField = issue.path.replace(/^body\./, "").split(".")[0] ?? "";
      const field = fields[apiField];
      const fieldMessage = FIELD_FORMAT[apiField];
      if (field && fieldMessage && !result[field]) result[field] = fieldMessage;
    }
    return Object.keys(result).length > 0
      ? { form: CHECK_FIELDS_MESSAGE, fields: result }
      : { form: serverErrorMessage(null), fields: {} };
  }
  return { form: message, fields: {} };
}
