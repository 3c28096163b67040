import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { customers } from "../db/schema";
import { dummyPasswordHash, verifyPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { emailIs, normaliseCountryCode, normalisePhone, phoneIs } from "./customer-identity";
import { userRecord } from "./customer-records";
import { forgetAttempts, refundAttempt, reserveAttempt, type ThrottleRule } from "./login-throttle";
import { createSession } from "./sessions";

/**
 * How logins are slowed down (progressive delays, never a lock-out):
 * - per account and client address: 5 attempts back to back, then 1 s, 2 s, 4 s… up to 15 min
 *   between attempts. A stranger guessing slows down only themselves; the owner logging in from
 *   their own address is not held up by them.
 * - per client address, any account: 100 failures back to back, then up to 1 min between
 *   attempts — enough to stop one address spraying many accounts, short enough that people
 *   behind one NAT are never locked out.
 */
export const LOGIN_THROTTLE: { perAccount: ThrottleRule; perAddress: ThrottleRule } = {
  perAccount: { free: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 15 * 60 },
  perAddress: { free: 100, maxDelaySeconds: 60, forgetAfterSeconds: 15 * 60 },
};

/** What a login sends: an e-mail, or a phone (with its country code), and the password. */
export interface Credentials {
  email?: string | undefined;
  phone?: string | undefined;
  country_code?: string | undefined;
  password: string;
}

/** The bucket of one account's password guesses from one address. */
const accountBucketOf = (tenant: Tenant, account: string, clientAddress: string) =>
  `login:account:${tenant.id}:${account}:${clientAddress}`;

function tooManyAttempts(retryAfter: number) {
  return new ApiError(429, "too_many_attempts", "Too many login attempts. Try again later.", undefined, {
    "Retry-After": String(retryAfter),
  });
}

/** The customer the credentials name, if any (by e-mail, or by phone and country code). */
async function findAccount(db: Db, tenant: Tenant, credentials: Credentials) {
  const where = credentials.email
    ? emailIs(tenant, credentials.email)
    : and(
        phoneIs(tenant, normalisePhone(credentials.phone ?? "")),
        ...(credentials.country_code
          ? [eq(customers.countryCode, normaliseCountryCode(credentials.country_code) ?? "")]
          : []),
      );
  const [customer] = await db.select().from(customers).where(where).limit(1);
  return customer ?? null;
}

/**
 * Logs a customer in by e-mail or phone and answers the user record with a new session token.
 * The attempt is counted before the password is checked (concurrent guesses cannot outrun the
 * count), per account — its e-mail and its phone are one account — and address, and per address.
 * A wrong password costs the same time whether the account exists or not.
 */
export async function logIn(db: Db, tenant: Tenant, credentials: Credentials, clientAddress: string) {
  const customer = await findAccount(db, tenant, credentials);
  // An unknown identifier gets a bucket of its own name, so it is throttled like a real account.
  const account = customer
    ? `c:${customer.id}`
    : credentials.email
      ? `e:${credentials.email.toLowerCase()}`
      : `p:${normalisePhone(credentials.phone ?? "")}`;
  const accountBucket = accountBucketOf(tenant, account, clientAddress);
  const addressBucket = `login:address:${clientAddress}`;
  const byAddress = await reserveAttempt(db, addressBucket, LOGIN_THROTTLE.perAddress);
  if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfter);
  const byAccount = await reserveAttempt(db, accountBucket, LOGIN_THROTTLE.perAccount);
  if (!byAccount.allowed) {
    // The address is charged only for attempts that reach a password check.
    await refundAttempt(db, addressBucket);
    throw tooManyAttempts(byAccount.retryAfter);
  }
  const ok = customer?.passwordHash
    ? await verifyPassword(credentials.password, customer.passwordHash)
    : await verifyPassword(credentials.password, await dummyPasswordHash()).then(() => false);
  if (!customer || !ok) throw new ApiError(401, "invalid_credentials", "Wrong e-mail, phone or password");
  await Promise.all([forgetAttempts(db, accountBucket), refundAttempt(db, addressBucket)]);
  return userRecord(customer, await createSession(db, tenant, customer));
}

/**
 * Checks a logged-in customer's current password before a sensitive change (password, e-mail,
 * phone), throttled like a login from the same address: 401 `invalid_credentials` when wrong,
 * 429 `too_many_attempts` while guesses are delayed.
 */
export async function verifyCurrentPassword(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  password: string,
  clientAddress: string,
) {
  const bucket = accountBucketOf(tenant, `c:${customer.id}`, clientAddress);
  const reservation = await reserveAttempt(db, bucket, LOGIN_THROTTLE.perAccount);
  if (!reservation.allowed) throw tooManyAttempts(reservation.retryAfter);
  if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash))) {
    throw new ApiError(401, "invalid_credentials", "The current password is wrong");
  }
  await forgetAttempts(db, bucket);
}
