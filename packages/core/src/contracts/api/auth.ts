import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { sourceUserSchema } from "../user.js";
import { countryCodeSchema, phoneSchema, text } from "./common.js";

const password = z.string().check(z.minLength(8), z.maxLength(200));
const email = z.email().check(z.maxLength(200));

/**
 * The user record login calls answer with, in the source shape of spec §3 (`_id`, `name`,
 * `token`, …). Parse it with this schema to get the stored user.
 */
export const authUserSchema = sourceUserSchema;

/** Login by e-mail, or by phone (with optional country code), and password. */
export const loginBodySchema = z
  .strictObject({
    email: z.optional(email),
    phone: z.optional(phoneSchema),
    country_code: z.optional(countryCodeSchema),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
  })
  .check(
    z.refine((body) => Boolean(body.email) !== Boolean(body.phone), {
      message: "Give either an e-mail or a phone number",
      path: ["email"],
    }),
  );

/**
 * Login. Errors: 401 `invalid_credentials` (same answer whether the account exists or not),
 * 429 `too_many_attempts` with `Retry-After` after 5 failures per account or 20 per client address
 * in 15 minutes.
 */
export const login = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/login",
  auth: "partner",
  body: loginBodySchema,
  response: authUserSchema,
});

/** Sign-up body: an e-mail or a phone (or both) is required. */
export const signupBodySchema = z
  .strictObject({
    name: text(1, 100),
    last_name: z.optional(text(0, 100)),
    email: z.optional(email),
    phone: z.optional(phoneSchema),
    country_code: z.optional(countryCodeSchema),
    password,
  })
  .check(
    z.refine((body) => Boolean(body.email) || Boolean(body.phone), {
      message: "Give an e-mail or a phone number",
      path: ["email"],
    }),
  );

/** Sign-up; logs the new customer in. Errors: 409 `email_taken` / `phone_taken`. */
export const signup = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/signup",
  auth: "partner",
  body: signupBodySchema,
  response: authUserSchema,
});

/** Guest login: a customer without password, flagged `is_guest`. */
export const guestLogin = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/guest_login",
  auth: "partner",
  body: z.strictObject({ name: z.optional(text(1, 100)) }),
  response: authUserSchema,
});

/**
 * Logout (spec §7: `GET /ecommerce/api/snachoo/logout`): revokes the customer token; the client
 * ignores the answer (`logout` in `@storefront/core/api`).
 */
export const logout = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/logout",
  auth: "customer",
  query: z.strictObject({}),
  response: z.null(),
});

/**
 * Forgot password: always the same answer, whether or not the e-mail has an account. The reset
 * link (with its token) is written to the server console in place of an e-mail.
 */
export const forgotPassword = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/forgot_password",
  auth: "partner",
  body: z.strictObject({ email }),
  response: z.null(),
});

/** Reset with the token from the link; revokes every session. Error: 400 `invalid_reset_token`. */
export const resetPassword = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/reset_password",
  auth: "partner",
  body: z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/)), password }),
  response: z.null(),
});

/**
 * Social login lookup by provider id (the client read id, name, email from the provider's graph).
 * Finds the customer linked to that id, or creates one. Error: 409 `email_taken` when the e-mail
 * already belongs to a password account (never linked silently).
 */
export const socialLogin = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/social_login",
  auth: "partner",
  body: z.strictObject({
    provider: z.enum(["facebook", "google", "apple"]),
    provider_id: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/)),
    name: z.optional(text(1, 100)),
    email: z.optional(email),
  }),
  response: authUserSchema,
});
