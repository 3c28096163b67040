/**
 * `@storefront/kit/overlays` — the age-verification popup, the complete-your-info prompt and the
 * session notices (guest merge, session ended), and their lazy forms that `StorefrontProviders`
 * mounts.
 * @module
 */
export { AGE_VERIFIED_STORAGE_KEY, needsAgeVerification, rememberAgeVerified } from "./age-rule";
export { AgeVerificationPopup } from "./age-verification";
export {
  LazyAgeVerificationPopup,
  LazyGuestMergeNotice,
  LazySessionEndedNotice,
  LazyUserInfoPrompt,
  preloadAgeVerification,
} from "./lazy-overlays";
export { PROFILE_PATH, UserInfoPrompt, usePromptUserInfo } from "./user-info-prompt";
