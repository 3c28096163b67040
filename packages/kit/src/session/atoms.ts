import { type AuthType, DEFAULT_AUTH_TYPE } from "@storefront/core/auth";
import type { StoredUser } from "@storefront/core/contracts/user";
import { atom } from "jotai";

// Atom definitions are module-level; their values live in each mount's jotai store, so two
// storefronts on one page never share a user or a dialog.

/** The logged-in user (spec §3 stored user), or null. Written only by the session. */
export const userAtom = atom<StoredUser | null>(null);

/** Auth UI state (spec §3): the show flag; the dialog appears about 500 ms after it turns true. */
export const showAuthAtom = atom(false);

/** Auth UI state (spec §3): whether the dialog's close button is shown (after 150 ms). */
export const showCloseButtonAtom = atom(false);

/** Auth UI state (spec §3): the dialog's mode. */
export const authTypeAtom = atom<AuthType>(DEFAULT_AUTH_TYPE);

/** Auth UI state (spec §3): where to go after a successful login, or null. */
export const navigateToAtom = atom<string | null>(null);

/** Whether the complete-your-info prompt is open. */
export const userInfoPromptAtom = atom(false);

/** Whether the age-verification gate is open (other overlays wait for it). */
export const ageGateOpenAtom = atom(false);
