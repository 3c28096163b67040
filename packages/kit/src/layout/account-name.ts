import type { StoredUser } from "@storefront/core/contracts/user";

/** The name a logged-in user is greeted with: first and last name, or the user name, or the e-mail. */
export function displayName(user: Pick<StoredUser, "cust_name" | "cust_last_name" | "user_name" | "email">) {
  const full = [user.cust_name, user.cust_last_name].map((part) => part?.trim() ?? "").filter(Boolean);
  if (full.length > 0) return full.join(" ");
  return user.user_name?.trim() || user.email?.trim() || "";
}
