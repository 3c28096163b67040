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

/**
 * True once the server refused the logged-in user's token mid-visit (issue 17: revoked, expired,
 * logged out elsewhere) and the session ended, until the notice that says so has been shown.
 * Written only by the session.
 */
export const sessionEndedAtom = atom(false);

/**
 * What merging a guest's cart and wishlist at login did (issue 17), for the notice that tells the
 * shopper; null when there is nothing to tell. Written only by the session.
 */
export const guestMergeAtom = atom<GuestMergeOutcome | null>(null);

/** The outcome of a guest merge at login. */
export type GuestMergeOutcome =
  | {
      ok: true;
      /** Units added to the cart. */
      cartUnits: number;
      /** Lines whose quantity was lowered to the stock available. */
      limited: number;
      /** Lines that could not be added (gone, or no stock left). */
      skipped: number;
      /** Lines added to the wishlist. */
      wishlistLines: number;
    }
  | { ok: false };
