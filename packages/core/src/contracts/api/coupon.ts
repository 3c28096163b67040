import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { money } from "./common.js";

/**
 * The coupon's rules as the check answers them (the `data` of spec §3's coupon response). The
 * client evaluates them with `@storefront/core/coupons`; the server re-checks at order time.
 */
export const couponDataSchema = z.object({
  status: z.boolean(),
  code: z.string(),
  /** ISO weekdays as strings, "1" (Monday) … "7" (Sunday); empty = every day. */
  days: z.array(z.string()),
  /** Last valid day, `YYYY-MM-DD`, or null. */
  end_date: z.nullable(z.string()),
  min_cart_amount: z.nullable(money),
  discount_type: z.enum(["percent", "fixed"]),
  /** Percent (10 = 10 %) or an amount in major units. */
  discount_value: z.number(),
});

/**
 * Coupon check. Success answer: `{ status: "success", msg, data }` (data.status false for a
 * disabled coupon). Unknown code: 404 `{ status: "error", code: "coupon_not_found", msg }`; past
 * 10 unknown codes (coupons and vouchers) per client address in 10 minutes every check answers 429
 * `too_many_attempts` for a while.
 */
export const checkCoupon = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/check_coupon",
  auth: "partner",
  body: z.strictObject({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) }),
  response: couponDataSchema,
});
