/**
 * `@storefront/core/coupons` — the coupon check with the spec's messages, and the discount.
 * @module
 */
export { couponDiscount } from "./coupon-discount.js";
export { DISCOUNT_LINK_PREFIX, discountLinkCode } from "./discount-link.js";
export {
  type CouponContext,
  type CouponData,
  type CouponEvaluation,
  type CouponRejectionCode,
  evaluateCoupon,
} from "./evaluate-coupon.js";
export { type ZonedDay, zonedDay } from "./zoned-day.js";
