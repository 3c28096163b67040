/**
 * `@storefront/kit/cart` — cart writes (optimistic, server-confirmed for customers), the add-to-cart
 * button, quantity stepper, coupon field and totals, and the `/cart` page with its route factory.
 * @module
 */
export { AddToCartButton, type AddToCartButtonProps } from "./add-to-cart-button";
export { CartDrawerHost } from "./cart-drawer-host";
export { cartDrawerAtom } from "./cart-drawer-state";
export type { CartPageProps } from "./cart-page";
/** The `/cart` page component (prefer `createCartRoute`, which loads it lazily), and one of its lines. */
export { CartLineItem, CartPage } from "./cart-page";
export {
  CART_MUTATION_KEY,
  type CartSummary,
  type CartSummaryQuery,
  cartSummaryKeys,
  cartSummaryQueryOptions,
} from "./cart-queries";
export { createCartRoute } from "./cart-route";
export { CartTotals, type CartTotalsProps } from "./cart-totals";
export {
  type AppliedCoupon,
  appliedCouponAtom,
  COUPON_TIME_ZONE,
  type CouponRejection,
  checkCouponCode,
  couponRejectionText,
  evaluateCouponNow,
  rejectionFromServerMessage,
} from "./coupon";
export { CouponField, type CouponFieldProps } from "./coupon-field";
export { createDiscountRoute } from "./discount-route";
export { ProceedToCheckoutLink } from "./proceed-to-checkout-link";
export { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper";
export { type CartTotalsValue, ESTIMATED_DELIVERY, estimateTotals } from "./totals";
export { type CartActions, type CartWriteOptions, findLine, useCartActions } from "./use-cart-actions";
export { visitDatesAtom } from "./visit-dates";
