/**
 * `@storefront/kit/checkout` — the `/checkout`, `/complete` and `/failure` pages with their route
 * factories, the idempotent order placement and the demo card form.
 * @module
 */
export { AddressForm, type AddressFormProps } from "./address-form";
export { CardFields, type CardFieldsProps } from "./card-fields";
export { CheckoutPage, type CheckoutPageProps } from "./checkout-page";
export {
  accountOrdersKey,
  addressesQueryOptions,
  addressLine,
  checkoutOptionsQueryOptions,
  guestCartSyncQueryOptions,
  orderQueryOptions,
} from "./checkout-queries";
export { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "./checkout-routes";
export { CompletePage, type CompletePageProps } from "./complete-page";
export { FailurePage } from "./failure-page";
export { attemptSettled, newIdempotencyKey } from "./idempotency";
export {
  type OrderClientOptions,
  type OrderPlacement,
  type PlacedOrder,
  type PlaceOrderBody,
  placeOrderWithKey,
  useOrderPlacement,
} from "./place-order";
export { type CompleteSearch, readCompleteSearch } from "./search";
export {
  type CardInput,
  type CardProblem,
  cardDigits,
  cardProblems,
  cardToken,
  passesLuhn,
  TEST_CARD_NUMBERS,
} from "./test-cards";
