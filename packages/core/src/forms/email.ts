import { z } from "zod/mini";

/** The longest e-mail address the storefront takes. */
export const EMAIL_MAX_LENGTH = 200;

/**
 * The storefront's e-mail rule — zod's `email()` format, at most 200 characters — the same the API
 * validates sign-up, login, password reset and profile bodies with. Forms check it before sending
 * (`isEmailAddress`), so a form never accepts an address the server refuses.
 */
export const emailSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));

/** Whether `value` (trimmed) is an e-mail address the storefront accepts. */
export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}
