import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { newPasswordSchema } from "./auth.js";
import { orderDetailSchema, orderSummarySchema } from "./checkout.js";
import {
  countryCodeSchema,
  idParamsSchema,
  isoDateSchema,
  langSchema,
  MAX_RECORD_ID,
  money,
  paginated,
  paginationQueryShape,
  phoneSchema,
  recordIdSchema,
  signedMoneySchema,
  text,
} from "./common.js";

/** The customer's profile, with the source field names of spec §3 (without the token). */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  cust_last_name: z.nullable(z.string()),
  email: z.string(),
  phone: z.nullable(z.string()),
  country_code_ph1: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  is_vendor: z.boolean(),
  is_guest: z.boolean(),
  selling_price_group_id: z.nullable(z.string()),
});

/** The profile. */
export const getProfile = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/profile",
  auth: "customer",
  query: z.strictObject({}),
  response: profileSchema,
});

/**
 * Updates the profile; only the fields sent change (`{}` changes nothing). Changing the e-mail or
 * the phone — what the customer logs in with — needs `current_password` (a phone change of an
 * account without a password excepted); a guest cannot set an e-mail at all (it would claim an
 * address its owner may sign up with later). A saved change ends the account's other sessions
 * and voids its reset links. Errors: 403 `guest_email_change`; 409 `email_taken` /
 * `phone_taken` (counted with sign-up's taken answers per address); 422
 * `current_password_required`; 401 `invalid_credentials` (wrong current password); 429
 * `too_many_attempts` (password guesses are slowed down as at login; 5 changes an hour per
 * account and per address).
 */
export const updateProfile = defineEndpoint({
  method: "PUT",
  prefix: "snachoo",
  path: "/account/profile",
  auth: "customer",
  body: z.strictObject({
    name: z.optional(text(1, 100)),
    cust_last_name: z.optional(z.nullable(text(0, 100))),
    email: z.optional(z.email().check(z.maxLength(200))),
    phone: z.optional(z.nullable(phoneSchema)),
    country_code_ph1: z.optional(z.nullable(countryCodeSchema)),
    avatar: z.optional(z.nullable(z.string().check(z.regex(/^\/images\/[A-Za-z0-9/_.-]{1,200}$/)))),
    current_password: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
  response: profileSchema,
});

/**
 * Changes the password; other sessions are revoked. Errors: 401 `invalid_credentials`, 429
 * `too_many_attempts` (guesses of the current password are slowed down as at login).
 */
export const changePassword = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/account/change_password",
  auth: "customer",
  body: z.strictObject({
    current_password: z.string().check(z.minLength(1), z.maxLength(200)),
    new_password: newPasswordSchema,
  }),
  response: z.null(),
});

/** A saved address. */
export const addressSchema = z.object({
  _id: z.string(),
  label: z.nullable(z.string()),
  name: z.string(),
  phone: z.string(),
  country_code: z.nullable(z.string()),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  region: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  country: z.string(),
  is_default: z.boolean(),
});
/** An address. */
export type Address = z.infer<typeof addressSchema>;

/** The fields of a new address. */
export const addressInputSchema = z.strictObject({
  label: z.optional(z.nullable(text(0, 40))),
  name: text(1, 100),
  phone: phoneSchema,
  country_code: z.optional(z.nullable(countryCodeSchema)),
  line1: text(1, 200),
  line2: z.optional(z.nullable(text(0, 200))),
  city: text(1, 100),
  region: z.optional(z.nullable(text(0, 100))),
  postal_code: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9 -]{0,12}$/)))),
  country: text(2, 60),
  is_default: z.optional(z.boolean()),
});

/** Addresses, the default first. */
export const listAddresses = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/addresses",
  auth: "customer",
  query: z.strictObject({}),
  response: z.array(addressSchema),
});

/** Adds an address (the first one becomes the default). At most 20 per customer (409 `too_many_addresses`). */
export const createAddress = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/account/addresses",
  auth: "customer",
  body: addressInputSchema,
  response: addressSchema,
});

/** Updates an address; someone else's → 404 `address_not_found`. */
export const updateAddress = defineEndpoint({
  method: "PUT",
  prefix: "snachoo",
  path: "/account/addresses/:id",
  auth: "customer",
  params: idParamsSchema,
  body: z.partial(addressInputSchema),
  response: addressSchema,
});

/** Deletes an address; someone else's → 404. */
export const deleteAddress = defineEndpoint({
  method: "DELETE",
  prefix: "snachoo",
  path: "/account/addresses/:id",
  auth: "customer",
  params: idParamsSchema,
  response: z.null(),
});

/** Makes an address the default. */
export const setDefaultAddress = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/account/addresses/:id/default",
  auth: "customer",
  params: idParamsSchema,
  body: z.strictObject({}),
  response: addressSchema,
});

/** The customer's orders, newest first. */
export const listOrders = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/orders",
  auth: "customer",
  query: z.strictObject({ ...paginationQueryShape }),
  response: paginated(orderSummarySchema),
});

/**
 * Orders received by the customer's vendor (customers with `is_vendor`): orders with at least one
 * line of the vendor's products. Not a vendor → 403 `not_a_vendor`.
 */
export const listVendorOrders = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/vendor_orders",
  auth: "customer",
  query: z.strictObject({ ...paginationQueryShape }),
  response: paginated(orderSummarySchema),
});

/** One order by id or `order_ref`; another customer's → 404 `order_not_found`. */
export const getOrder = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/orders/:id",
  auth: "customer",
  params: z.strictObject({
    id: z.string().check(
      z.regex(/^([1-9]\d{0,9}|[A-Z]{2}-[A-Z0-9-]{4,40})$/),
      z.refine((id) => !/^\d+$/.test(id) || Number(id) <= MAX_RECORD_ID, { message: "Expected a record id" }),
    ),
  }),
  query: z.strictObject({}),
  response: orderDetailSchema,
});

/** Return reasons. */
export const RETURN_REASONS = ["damaged", "wrong_item", "not_as_described", "changed_mind", "other"] as const;

/** A return request in lists. */
export const returnSummarySchema = z.object({
  _id: z.string(),
  return_ref: z.string(),
  order_id: z.string(),
  order_ref: z.string(),
  status: z.enum(["requested", "approved", "received", "refunded", "rejected"]),
  reason: z.enum(RETURN_REASONS),
  refund: money,
  item_count: z.number(),
  created_at: z.string(),
});

/** A return request with its lines. */
export const returnDetailSchema = z.extend(returnSummarySchema, {
  note: z.nullable(z.string()),
  lines: z.array(
    z.object({
      order_line_id: z.string(),
      name: z.string(),
      name_lang: langSchema,
      image: z.nullable(z.string()),
      qty: z.number(),
      unit_price: money,
    }),
  ),
});

/** The customer's returns, newest first. */
export const listReturns = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/returns",
  auth: "customer",
  query: z.strictObject({ ...paginationQueryShape }),
  response: paginated(returnSummarySchema),
});

/** One return; another customer's → 404 `return_not_found`. */
export const getReturn = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/returns/:id",
  auth: "customer",
  params: idParamsSchema,
  query: z.strictObject({}),
  response: returnDetailSchema,
});

/**
 * Creates a return from one of the customer's orders. The refund is computed on the server.
 * Errors: 404 `order_not_found`; 422 `order_not_returnable`, `invalid_return_line`,
 * `return_qty_exceeded`.
 */
export const createReturn = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/account/returns",
  auth: "customer",
  body: z.strictObject({
    order_id: recordIdSchema,
    reason: z.enum(RETURN_REASONS),
    note: z.optional(z.nullable(text(0, 1000))),
    lines: z
      .array(
        z.strictObject({
          order_line_id: recordIdSchema,
          qty: z.number().check(z.int(), z.gte(1), z.lte(999)),
        }),
      )
      .check(z.minLength(1), z.maxLength(100)),
  }),
  response: returnDetailSchema,
});

/** A ledger entry with the running balance after it (balance = credits − debits). */
export const statementEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  kind: z.enum(["order", "payment", "refund", "voucher", "adjustment"]),
  ref: z.nullable(z.string()),
  description: z.string(),
  description_lang: langSchema,
  debit: money,
  credit: money,
  balance: signedMoneySchema,
});

/**
 * The customer's statement between two days (inclusive; both optional), oldest first, with the
 * balance before `from` as the opening balance. Error: 400 when `from` is after `to`.
 */
export const getStatement = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/statement",
  auth: "customer",
  query: z.strictObject({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) }),
  response: z.object({
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    currency: z.string(),
    opening_balance: signedMoneySchema,
    closing_balance: signedMoneySchema,
    entries: z.array(statementEntrySchema),
  }),
});
