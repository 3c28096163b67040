import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isGuessablePassword } from "@storefront/core/auth";
import { isEmailAddress } from "@storefront/core/forms";
import type { LoginBody, SignupBody } from "../session";

/** Field messages of the auth forms (translated where shown). */
export const validationMessages = {
  emailRequired: msg`Enter your e-mail address.`,
  emailInvalid: msg`Enter a valid e-mail address, like name@example.com.`,
  emailOrPhoneRequired: msg`Enter an e-mail address or a phone number.`,
  phoneRequired: msg`Enter your phone number.`,
  phoneInvalid: msg`Enter a phone number of 5 to 15 digits, without the country code.`,
  countryCodeRequired: msg`Enter the country code.`,
  countryCodeInvalid: msg`Enter a country code of 1 to 4 digits, like +966.`,
  passwordRequired: msg`Enter your password.`,
  passwordTooShort: msg`Use at least 8 characters for the password.`,
  passwordTooLong: msg`Use at most 200 characters for the password.`,
  passwordGuessable: msg`This password is too easy to guess. Choose another one.`,
  confirmRequired: msg`Enter the password again.`,
  confirmMismatch: msg`The passwords do not match.`,
  nameRequired: msg`Enter your first name.`,
  nameTooLong: msg`Use at most 100 characters.`,
};

/** Shortest password accepted at sign-up and reset. */
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;

/** Errors by field name; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageDescriptor>>;

/** Trims an e-mail address. */
export function normaliseEmail(value: string): string {
  return value.trim();
}

/** A phone number as typed, without spaces, dashes, dots or brackets. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/** A country code as typed, trimmed (`+966` and `966` are both accepted). */
export function normaliseCountryCode(value: string): string {
  return value.trim();
}

/** Checks an e-mail address: required unless `optional`, then its format. */
export function validateEmail(value: string, { optional = false } = {}): MessageDescriptor | undefined {
  const email = normaliseEmail(value);
  if (email === "") return optional ? undefined : validationMessages.emailRequired;
  // Core's rule, the one the server and the profile page apply.
  if (!isEmailAddress(email)) return validationMessages.emailInvalid;
  return undefined;
}

/** Checks a phone number (5 to 15 digits, country code apart). */
export function validatePhone(value: string, { optional = false } = {}): MessageDescriptor | undefined {
  const phone = normalisePhone(value);
  if (phone === "") return optional ? undefined : validationMessages.phoneRequired;
  return /^\d{5,15}$/.test(phone) ? undefined : validationMessages.phoneInvalid;
}

/** Checks a country calling code (`966` or `+966`). */
export function validateCountryCode(value: string): MessageDescriptor | undefined {
  const code = normaliseCountryCode(value);
  if (code === "") return validationMessages.countryCodeRequired;
  return /^\+?\d{1,4}$/.test(code) ? undefined : validationMessages.countryCodeInvalid;
}

/** Checks a new password (sign-up, reset, change): 8–200 characters, not blank or common. */
export function validateNewPassword(value: string): MessageDescriptor | undefined {
  if (value === "") return validationMessages.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return validationMessages.passwordTooShort;
  if (value.length > MAX_PASSWORD_LENGTH) return validationMessages.passwordTooLong;
  // Blank, one repeated character or a common password: the API refuses them too (issue 17).
  if (isGuessablePassword(value)) return validationMessages.passwordGuessable;
  return undefined;
}

/** Checks the confirmation of a new password. */
export function validateConfirmation(password: string, confirmation: string): MessageDescriptor | undefined {
  if (confirmation === "") return validationMessages.confirmRequired;
  return confirmation === password ? undefined : validationMessages.confirmMismatch;
}

function compact<F extends string>(errors: Record<F, MessageDescriptor | undefined>): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const [field, error] of Object.entries(errors) as [F, MessageDescriptor | undefined][]) {
    if (error) result[field] = error;
  }
  return result;
}

/** Whether a set of errors is empty. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** How the shopper identifies at login. */
export type LoginMethod = "email" | "phone";

/** The login form's values. */
export interface LoginValues {
  method: LoginMethod;
  email: string;
  countryCode: string;
  phone: string;
  password: string;
}

/** The login form's fields. */
export type LoginField = "email" | "countryCode" | "phone" | "password";

/** Validates the login form: the e-mail, or the phone with its country code, and a password. */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  const byEmail = values.method === "email";
  return compact<LoginField>({
    email: byEmail ? validateEmail(values.email) : undefined,
    countryCode: byEmail ? undefined : validateCountryCode(values.countryCode),
    phone: byEmail ? undefined : validatePhone(values.phone),
    password: values.password === "" ? validationMessages.passwordRequired : undefined,
  });
}

/** The login call's body from valid form values. */
export function loginBody(values: LoginValues): LoginBody {
  return values.method === "email"
    ? { email: normaliseEmail(values.email), password: values.password }
    : {
        phone: normalisePhone(values.phone),
        country_code: normaliseCountryCode(values.countryCode),
        password: values.password,
      };
}

/** The sign-up form's values. */
export interface SignupValues {
  name: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  password: string;
  confirm: string;
}

/** The sign-up form's fields. */
export type SignupField = "name" | "lastName" | "email" | "countryCode" | "phone" | "password" | "confirm";

/**
 * Validates the sign-up form: a first name, an e-mail or a phone (or both; a phone needs its
 * country code), a password of at least 8 characters and the same password again.
 */
export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  const name = values.name.trim();
  const hasEmail = normaliseEmail(values.email) !== "";
  const hasPhone = normalisePhone(values.phone) !== "";
  return compact<SignupField>({
    name:
      name === ""
        ? validationMessages.nameRequired
        : name.length > MAX_NAME_LENGTH
          ? validationMessages.nameTooLong
          : undefined,
    lastName: values.lastName.trim().length > MAX_NAME_LENGTH ? validationMessages.nameTooLong : undefined,
    email:
      !hasEmail && !hasPhone
        ? validationMessages.emailOrPhoneRequired
        : validateEmail(values.email, { optional: true }),
    countryCode: hasPhone ? validateCountryCode(values.countryCode) : undefined,
    phone: validatePhone(values.phone, { optional: true }),
    password: validateNewPassword(values.password),
    confirm: validateConfirmation(values.password, values.confirm),
  });
}

/** The sign-up call's body from valid form values. */
export function signupBody(values: SignupValues): SignupBody {
  const email = normaliseEmail(values.email);
  const phone = normalisePhone(values.phone);
  const lastName = values.lastName.trim();
  return {
    name: values.name.trim(),
    ...(lastName ? { last_name: lastName } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone, country_code: normaliseCountryCode(values.countryCode) } : {}),
    password: values.password,
  };
}

/** The reset form's fields. */
export type ResetField = "password" | "confirm";

/** Validates the new password and its confirmation. */
export function validateReset(values: { password: string; confirm: string }): FieldErrors<ResetField> {
  return compact<ResetField>({
    password: validateNewPassword(values.password),
    confirm: validateConfirmation(values.password, values.confirm),
  });
}

/** Whether a reset token has the shape of the links the server sends. */
export function isResetTokenShaped(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,200}$/.test(token);
}
