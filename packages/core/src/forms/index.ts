/**
 * `@storefront/core/forms` — the rules of the storefront's forms, shared by every form that asks
 * for the same thing: the e-mail rule (sign-up, login, profile…) and the address form (checkout
 * and account), checked with the API's own schemas.
 * @module
 */
export {
  type AddressBody,
  type AddressCheck,
  type AddressField,
  type AddressFormValues,
  type AddressIssue,
  type AddressProblem,
  addressBody,
  addressFormValues,
  addressProblems,
  checkAddress,
  emptyAddressForm,
  phoneDigits,
} from "./address.js";
export { EMAIL_MAX_LENGTH, emailSchema, isEmailAddress } from "./email.js";
