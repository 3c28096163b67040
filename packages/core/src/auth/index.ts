/**
 * `@storefront/core/auth` — auth dialog modes, the user-info prompt rule, the stored user, whose
 * price list a user's answers carry, and the safe post-login redirect target.
 * @module
 */
export { AUTH_TYPES, type AuthType, DEFAULT_AUTH_TYPE, normalizeAuthType } from "./auth-type.js";
export { isGuessablePassword, PASSWORD_LENGTH, passwordProblem } from "./password-policy.js";
export { priceListOf } from "./price-list.js";
export { MAX_REDIRECT_TARGET_LENGTH, safeRedirectTarget } from "./redirect-target.js";
export { clearStoredUser, isLoggedIn, readStoredUser, writeStoredUser } from "./stored-user.js";
export { shouldPromptUserInfo } from "./user-info-prompt.js";
