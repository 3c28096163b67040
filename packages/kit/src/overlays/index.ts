/**
 * `@storefront/kit/overlays` — the age-verification popup and the complete-your-info prompt.
 * @module
 */
export {
  AGE_VERIFIED_STORAGE_KEY,
  AgeVerificationPopup,
  needsAgeVerification,
  rememberAgeVerified,
} from "./age-verification";
export { PROFILE_PATH, UserInfoPrompt, usePromptUserInfo } from "./user-info-prompt";
