/**
 * `@storefront/kit/address` — the one address form of checkout and account (`AddressForm`),
 * checked with core's `checkAddress` (the API's own schema) and worded per field.
 * @module
 */
export { AddressForm, type AddressFormProps } from "./address-form";
export { addressProblemText } from "./address-messages";
