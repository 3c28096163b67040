import { z } from "zod/mini";
import { PASSWORD_LENGTH } from "../../auth/password-length.js";
import { defineEndpoint } from "../endpoint.js";
import { sourceUserSchema } from "../user.js";
import { countryCodeSchema, phoneSchema, text } from "./common.js";

/**
 * A new password (sign-up, reset, change): 8–200 characters, not only spaces. The API also refuses
 * one repeated character and common passwords (`passwordProblem` of `@storefront/core/auth`): that
 * list stays out of the contract, which every page loads, and in the forms that need it.
 */
export const newPasswordSchema = z.string().check(
  z.minLength(PASSWORD_LENGTH.min),
  z.maxLength(PASSWORD_LENGTH.max),
  z.refine((value) => value.trim() !== "", { message: "A password cannot be only spaces" }),
);
const password = newPasswordSchema;
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
 * 429 `too_many_attempts` with `Retry-After`: attempts are slowed down, never locked out — per
 * account (its e-mail and phone together) and client address, 5 back to back then 1 s, 2 s, 4 s…
 * up to 15 min apart; per account from addresses it has not logged in from, 10 then up to 1 min
 * apart; per client address, 100 failures then up to 1 min apart. 503 `server_busy` with
 * `Retry-After` when the server's password-hash queue is full (retry in a moment).
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

/**
 * Sign-up; logs the new customer in. Errors: 409 `email_taken` / `phone_taken`; 429
 * `too_many_attempts` past 10 sign-ups per client address and hour, or once the address met 5
 * taken e-mails or phones in 15 minutes (by sign-up or a profile change: so sign-up cannot be used
 * to list who has an account); 503 `server_busy` as at login.
 */
export const signup = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/signup",
  auth: "partner",
  body: signupBodySchema,
  response: authUserSchema,
});

/**
 * Guest login: a customer without password, flagged `is_guest`. Error: 429 `too_many_attempts`
 * past 20 guests per client address and hour.
 */
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
 * link is mailed, to the partner's configured URL (never the request's host); an account has one
 * live link, a new request voids the older. Error: 429 `too_many_attempts` past 10 requests per
 * client address and hour.
 */
export const forgotPassword = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/forgot_password",
  auth: "partner",
  body: z.strictObject({ email }),
  response: z.null(),
});

/**
 * Reset with the token from the link; revokes every session. A token works once (however many use
 * it at once) and is void once the password or the e-mail changed. Errors: 400
 * `invalid_reset_token`; 429 `too_many_attempts` past 20 per client address and hour.
 */
export const resetPassword = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/reset_password",
  auth: "partner",
  body: z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/)), password }),
  response: z.null(),
});

/**
 * Social login: the client sends the provider's access token (from the provider's own sign-in);
 * the server asks the provider who it belongs to — the client's word for an id or an e-mail is
 * never trusted. Logs in the customer linked to that provider id; else, when the provider vouches
 * for the e-mail, the account of that e-mail (now linked); else a new account, which gets the
 * e-mail only if the provider verified it. No answer tells whether an e-mail has an account.
 * Errors: 403 `social_login_disabled` (the server has no verifier for providers), 401
 * `invalid_social_token` (the provider refused the token), 429 `too_many_attempts` past 30 per
 * client address in 10 minutes.
 */
export const socialLogin = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/social_login",
  auth: "partner",
  body: z.strictObject({
    provider: z.enum(["facebook", "google", "apple"]),
    access_token: z.string().check(z.regex(/^[\x21-\x7e]{1,4096}$/, "Expected the provider's access token")),
  }),
  response: authUserSchema,
});
