/**
 * `@storefront/kit/checkout` — the `/checkout`, `/complete` and `/failure` pages with their route
 * factories, and the parts `CheckoutPage` is composed of, for checkouts with other rules (the
 * restaurant's sugar checkout, divine's, a booking vertical's plan purchase): the sections
 * (`DeliveryMethodSection`, `DeliveryAddressSection`, `PaymentSection` with `CardFields` and
 * `OrderNoteField`, `OrderSummaryCard`), their state hooks (`useAddressChoice`,
 * `usePaymentChoice`, `useCheckoutSummary`, `useGuestCartSync`), and the placement
 * (`usePlaceOrder` + `PlaceOrderButton`, over the idempotent `useOrderPlacement` /
 * `useIdempotentCall`; `useIdempotentEndpoint` for another call that takes an `Idempotency-Key`).
 * See `CheckoutPage` for how they compose.
 * @module
 */
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
export { CheckoutChoice, type CheckoutChoiceProps, CheckoutSection } from "./checkout-section";
export { CompletePage, type CompletePageProps } from "./complete-page";
export {
  type AddressChoice,
  DeliveryAddressSection,
  type DeliveryAddressSectionProps,
  useAddressChoice,
} from "./delivery-address-section";
export {
  type DeliveryMethod,
  DeliveryMethodSection,
  type DeliveryMethodSectionProps,
} from "./delivery-method-section";
export { FailurePage } from "./failure-page";
export { attemptSettled, newIdempotencyKey } from "./idempotency";
export { useIdempotentEndpoint, useOrderCall, useOrderClientOptions } from "./order-client";
export { ORDER_ERROR_MESSAGES, placeOrderErrorText } from "./order-errors";
export {
  type CheckoutSummary,
  OrderSummaryCard,
  type OrderSummaryCardProps,
  useCheckoutSummary,
  useGuestCartSync,
} from "./order-summary";
export {
  OrderNoteField,
  type OrderNoteFieldProps,
  type PaymentChoice,
  type PaymentMethod,
  PaymentSection,
  type PaymentSectionProps,
  usePaymentChoice,
} from "./payment-section";
export {
  callWithKey,
  type IdempotentCall,
  type OrderClientOptions,
  type OrderPlacement,
  type PlacedOrder,
  type PlaceOrderBody,
  placeOrderWithKey,
  useIdempotentCall,
  useOrderPlacement,
} from "./place-order";
export {
  PlaceOrderButton,
  type PlaceOrderButtonProps,
  type PlaceOrderOptions,
  type PlaceOrderState,
  usePlaceOrder,
} from "./place-order-button";
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
export { useCheckoutOptions } from "./use-checkout-options";
export { type CompletedOrderState, OrderReference, useCompletedOrder } from "./use-completed-order";
