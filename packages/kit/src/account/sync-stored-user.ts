import { writeStoredUser } from "@storefront/core/auth";
import type { StoredUser } from "@storefront/core/contracts/user";
import { useCallback } from "react";
import { type Session, userAtom, useSession } from "../session";
import type { Profile } from "./queries";

/** The stored user (spec §3) with the fields of a saved profile; the token and the rest are kept. */
export function storedUserWithProfile(user: StoredUser, profile: Profile): StoredUser {
  return {
    ...user,
    cust_name: profile.name,
    cust_last_name: profile.cust_last_name,
    email: profile.email,
    phone: profile.phone,
    country_code_ph1: profile.country_code_ph1,
    user_name: profile.user_name,
    avatar: profile.avatar,
    is_vendor: profile.is_vendor,
  };
}

/**
 * Keeps the stored user in step with a saved profile, as the session does when another tab changes
 * it: local storage `user`, the user atom (the header's name), and the complete-your-info prompt
 * checked again (spec §4: it hides once the e-mail is there).
 */
export function syncStoredUser(session: Session, profile: Profile): void {
  const current = session.getUser();
  if (!current || current.id !== profile._id) return;
  const next = storedUserWithProfile(current, profile);
  writeStoredUser(session.storage, next);
  session.store.set(userAtom, next);
  session.promptUserInfo();
}

/** `syncStoredUser` for the mount's session. */
export function useSyncStoredUser(): (profile: Profile) => void {
  const session = useSession();
  return useCallback((profile: Profile) => syncStoredUser(session, profile), [session]);
}
