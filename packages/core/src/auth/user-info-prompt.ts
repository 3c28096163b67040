import type { StoredUser } from "../contracts/user.js";

function blank(value: string | null | undefined): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/**
 * Whether to prompt the user to complete their info (spec §4): a logged-in user with a phone
 * number but an empty email. No user, no phone, or an email → no prompt.
 */
export function shouldPromptUserInfo(user: Pick<StoredUser, "phone" | "email"> | null | undefined): boolean {
  if (!user) return false;
  return !blank(user.phone) && blank(user.email);
}
