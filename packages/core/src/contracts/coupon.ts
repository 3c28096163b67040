import { z } from "zod/mini";

/**
 * The coupon check answer (spec §3): `status` is 'success' or '1' when the server accepted the
 * request; `data` carries the coupon's own rules, evaluated by `@storefront/core/coupons`.
 */
export const couponResponseSchema = z.object({
  status: z.union([z.string(), z.number(), z.boolean()]),
  msg: z.optional(z.nullable(z.string())),
  data: z.optional(
    z.nullable(
      z.looseObject({
        status: z.optional(z.boolean()),
        code: z.optional(z.string()),
        /** Weekday numbers as strings, "1" (Monday) to "7" (Sunday). */
        days: z.optional(z.nullable(z.array(z.string()))),
        /** Last valid day, `YYYY-MM-DD`. */
        end_date: z.optional(z.nullable(z.string())),
        min_cart_amount: z.optional(z.nullable(z.number())),
        discount_type: z.optional(z.enum(["percent", "fixed"])),
        discount_value: z.optional(z.number()),
      }),
    ),
  ),
});

/** A coupon check answer. */
export type CouponResponse = z.infer<typeof couponResponseSchema>;
