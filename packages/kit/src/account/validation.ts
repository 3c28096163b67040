import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isEmailAddress, phoneDigits } from "@storefront/core/forms";

/**
 * Form validation of the profile page, with translatable messages. The rules are the API's (the
 * `updateProfile` body; the e-mail rule is core's `isEmailAddress`, the one sign-up uses): checking
 * them here gives the customer a message per field before anything is sent; the server still
 * validates everything. The address form is `@storefront/kit/address`.
 */

/** Field errors of a form: a message per field name. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageDescriptor>>;

/** A validation outcome: the cleaned body, or the errors. */
export type Validation<F extends string, T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

const PHONE = /^\d{5,15}$/;
const COUNTRY_CODE = /^\+?\d{1,4}$/;
const AVATAR_PATH = /^\/images\/[A-Za-z0-9/_.-]{1,200}$/;

/** The API's rule for an avatar path, without `..` segments (the path becomes an image address). */
function isAvatarPath(path: string): boolean {
  return AVATAR_PATH.test(path) && !path.split("/").includes("..");
}

/** Trimmed text, null when empty. */
function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

const required = msg`This field is required`;
const tooLong = (max: number): MessageDescriptor => msg`Use at most ${max} characters`;

function checkText(
  errors: FieldErrors<string>,
  field: string,
  value: string,
  { min, max }: { min: number; max: number },
) {
  const length = value.trim().length;
  if (min > 0 && length === 0) errors[field] = required;
  else if (length < min) errors[field] = msg`Use at least ${min} characters`;
  else if (length > max) errors[field] = tooLong(max);
}

// ---------------------------------------------------------------------------------------------
// Profile

/** The profile form's fields, as typed. */
export interface ProfileFormValues {
  name: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  avatar: string;
  /** Needed to change the e-mail or the phone (the API asks for it: issue 17). */
  currentPassword?: string;
}

/** A field of the profile form. */
export type ProfileField = keyof ProfileFormValues;

/** The body of `updateProfile` (fields left out are not changed). */
export interface ProfileBody {
  name: string;
  cust_last_name: string | null;
  email?: string;
  phone: string | null;
  country_code_ph1: string | null;
  avatar: string | null;
  current_password?: string;
}

/** What the saved profile logs in with, to tell whether an edit changes it. */
export interface SavedLogin {
  currentEmail: string;
  /** The saved phone; when omitted the phone is taken as unchanged. */
  currentPhone?: string | null;
  /** Whether the account has a password (guests have none, and need none to add an e-mail). */
  hasPassword?: boolean;
}

/**
 * True when the form changes what the customer logs in with — a new e-mail or phone — which the
 * API accepts only with the current password (issue 17).
 */
export function changesLogin(values: ProfileFormValues, saved: SavedLogin): boolean {
  const email = values.email.trim().toLowerCase();
  const phone = phoneDigits(values.phone).replace(/^0+/, "");
  const newEmail = email !== "" && email !== saved.currentEmail.toLowerCase();
  const newPhone = saved.currentPhone !== undefined && phone !== (saved.currentPhone ?? "");
  return newEmail || newPhone;
}

/**
 * The avatar as the API takes it: a picture path of this store (`/images/…`). A full URL of the
 * same origin is reduced to its path; anything else is refused (`undefined`).
 */
export function avatarPath(value: string, origin?: string): string | null | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (isAvatarPath(trimmed)) return trimmed;
  if (origin) {
    try {
      const url = new URL(trimmed);
      if (url.origin === origin && isAvatarPath(url.pathname) && !url.search && !url.hash)
        return url.pathname;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Validates the profile form. The e-mail can be added or changed but not removed (the API keeps
 * one once given); a customer needs an e-mail or a phone number; a phone needs its country code;
 * a new e-mail or phone needs the current password (unless the account has none).
 */
export function validateProfile(
  values: ProfileFormValues,
  saved: SavedLogin & { origin?: string },
): Validation<ProfileField, ProfileBody> {
  const { currentEmail, origin } = saved;
  const errors: FieldErrors<ProfileField> = {};
  checkText(errors, "name", values.name, { min: 1, max: 100 });
  checkText(errors, "lastName", values.lastName, { min: 0, max: 100 });
  const email = values.email.trim();
  const phone = phoneDigits(values.phone);
  const countryCode = phoneDigits(values.countryCode);
  if (email === "") {
    if (currentEmail !== "") errors.email = msg`Enter your e-mail address`;
    else if (phone === "") errors.email = msg`Enter an e-mail address or a phone number`;
  } else if (!isEmailAddress(email)) {
    errors.email = msg`Enter a valid e-mail address`;
  }
  if (phone !== "" && !PHONE.test(phone)) errors.phone = msg`Enter 5 to 15 digits`;
  if (countryCode !== "" && !COUNTRY_CODE.test(countryCode))
    errors.countryCode = msg`Enter a country code such as +966`;
  else if (phone !== "" && countryCode === "") errors.countryCode = msg`Enter the country code of your phone`;
  const avatar = avatarPath(values.avatar, origin);
  if (avatar === undefined) errors.avatar = msg`Use a picture of this store, such as /images/avatars/me.png`;
  const password = values.currentPassword ?? "";
  const needsPassword = saved.hasPassword !== false && changesLogin(values, saved);
  if (needsPassword && password === "" && !errors.email && !errors.phone)
    errors.currentPassword = msg`Enter your current password to change your e-mail or phone`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: values.name.trim(),
      cust_last_name: optional(values.lastName),
      ...(email === "" ? {} : { email }),
      phone: phone === "" ? null : phone,
      country_code_ph1: countryCode === "" ? null : countryCode.replace(/^\+/, ""),
      avatar: avatar ?? null,
      ...(needsPassword ? { current_password: password } : {}),
    },
  };
}
