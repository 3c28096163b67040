/**
 * `@storefront/kit/auth` — the auth dialog (login, sign-up, guest login, forgot password), its
 * forms and rules, and the `/reset-password` page with its route factory.
 * @module
 */
export { AuthDialog, AuthDialogView } from "./auth-dialog";
export { ForgotPasswordForm } from "./forgot-form";
export { GuestForm } from "./guest-form";
export { LazyAuthDialog } from "./lazy-auth-dialog";
export { DEFAULT_COUNTRY_CODE, LoginForm } from "./login-form";
export { ResetPasswordPage, ResetPasswordRoutePage } from "./reset-password-page";
export {
  createResetPasswordRoute,
  type ResetPasswordSearch,
  validateResetPasswordSearch,
} from "./reset-password-route";
export { authFailure, CHECK_FIELDS_MESSAGE, type FormFailure } from "./server-errors";
export { SignupForm } from "./signup-form";
export { useAuthDialogVisible } from "./use-auth-dialog-visible";
export {
  type FieldErrors,
  isResetTokenShaped,
  isValid,
  type LoginField,
  type LoginMethod,
  type LoginValues,
  loginBody,
  MIN_PASSWORD_LENGTH,
  type ResetField,
  type SignupField,
  type SignupValues,
  signupBody,
  validateConfirmation,
  validateCountryCode,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validatePhone,
  validateReset,
  validateSignup,
  validationMessages,
} from "./validation";
