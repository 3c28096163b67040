import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { cardTokenSchema, orderDetailSchema } from "./checkout.js";
import { idParamsSchema, langSchema, money } from "./common.js";

/**
 * What a salon or hospital sells besides appointments, bought online: paid plans (sessions to use
 * on bookings) and gift vouchers (a code that pays a booking or an order once). A purchase is an
 * order of the `booking` channel — it is in the customer's orders and statement — paid by card.
 */

/** The body of a purchase: paid by card (a plan or a voucher is never cash on delivery). */
const purchaseBody = z.strictObject({
  payment_method: z.literal("card"),
  card_token: cardTokenSchema,
  /** Forces the simulated payment to fail. */
  simulate_payment_failure: z.optional(z.boolean()),
});

/**
 * Buys a paid plan under an `Idempotency-Key` (a repeat answers the first answer): the price is
 * the plan's, on the server. Answer 201 with the order; `extra` has the customer plan
 * (`customer_plan_id`, `sessions`, `expires_at`). Errors: 404 `plan_not_found`; 402
 * `payment_failed` (nothing bought); 400 `idempotency_key_required`; 422 `idempotency_key_reused`.
 */
export const purchasePaidPlan = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/paid_plans/:id/purchase",
  auth: "customer",
  params: idParamsSchema,
  body: purchaseBody,
  response: orderDetailSchema,
});

/**
 * Buys a gift voucher under an `Idempotency-Key`: the price is the voucher's, on the server; the
 * answer's `extra` carries the new code (`voucher_code`, `value`, `expires_at`). Errors as
 * `purchasePaidPlan`'s, with 404 `voucher_not_found`.
 */
export const purchaseVoucher = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/vouchers/:id/purchase",
  auth: "customer",
  params: idParamsSchema,
  body: purchaseBody,
  response: orderDetailSchema,
});

/** A plan the customer bought: sessions left and until when. */
export const customerPlanSchema = z.object({
  _id: z.string(),
  plan_id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  sessions: z.number(),
  sessions_left: z.number(),
  /** The services a session can be used for; null: any. */
  service_ids: z.nullable(z.array(z.string())),
  expires_at: z.string(),
  /** The order it was bought with. */
  order_ref: z.string(),
});

/** The customer's plans, newest first. */
export const listMyPlans = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/my_plans",
  auth: "customer",
  query: z.strictObject({}),
  response: z.array(customerPlanSchema),
});

/** Whether a voucher code can pay: active, used (redeemed) or past its date. */
export const VOUCHER_STATES = ["active", "redeemed", "expired"] as const;

/** A gift voucher code. */
export const voucherCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_lang: langSchema,
  value: money,
  expires_at: z.string(),
  state: z.enum(VOUCHER_STATES),
});

/** A voucher the customer bought, with its code. */
export const ownedVoucherSchema = z.extend(voucherCodeSchema, {
  _id: z.string(),
  order_ref: z.string(),
  redeemed_at: z.nullable(z.string()),
});

/** The vouchers the customer bought, newest first. */
export const listMyVouchers = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/my_vouchers",
  auth: "customer",
  query: z.strictObject({}),
  response: z.array(ownedVoucherSchema),
});

/**
 * What a voucher code is worth and whether it can still pay. Errors: 404 `voucher_not_found`;
 * 429 `too_many_attempts` past 10 unknown codes per client address in 10 minutes (as the coupon
 * check).
 */
export const checkVoucher = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/voucher_check",
  auth: "partner",
  query: z.strictObject({ code: z.string().check(z.trim(), z.minLength(4), z.maxLength(40)) }),
  response: voucherCodeSchema,
});
