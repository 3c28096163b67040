/**
 * `@storefront/kit/session` — the logged-in user, logout, the auth dialog state, the cart and
 * wishlist stores of the mount, and (re-exported) the mount's API client and toasts.
 * @module
 */
export type { AuthType } from "@storefront/core/auth";
export { useApiClient } from "../api";
export { useToast } from "../feedback";
export {
  ageGateOpenAtom,
  authTypeAtom,
  type GuestMergeOutcome,
  guestMergeAtom,
  navigateToAtom,
  sessionEndedAtom,
  showAuthAtom,
  showCloseButtonAtom,
  userAtom,
  userInfoPromptAtom,
} from "./atoms";
export { SessionContext, useSession } from "./context";
export {
  createSession,
  type LoggedOutEvent,
  type LoggedOutReason,
  type LoginBody,
  lineOwnerOf,
  type OpenAuthOptions,
  type Session,
  type SessionOptions,
  type SessionWindow,
  type SignupBody,
  type SocialLoginBody,
} from "./create-session";
export {
  useAuthDialog,
  useCart,
  useCartCount,
  useCartStore,
  useLogout,
  useUser,
  useWishlist,
  useWishlistCount,
  useWishlistStore,
} from "./hooks";
export { createSyncedLineStore, type SyncedLineStore } from "./synced-line-store";
export { endedTheSession } from "./token-refused";
