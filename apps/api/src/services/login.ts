import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { customers } from "../db/schema";
import { dummyPasswordHash, verifyPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { hashTurn } from "../lib/hash-turns";
import type { Tenant } from "../tenancy";
import { emailIs, normaliseCountryCode, normalisePhone, phoneIs } from "./customer-identity";
import { userRecord } from "./customer-records";
import { forgetAttempts, refundAttempt, reserveAttempt, type ThrottleRule } from "./login-throttle";
import { hit, peek } from "./rate-limit";
import { createSession } from "./sessions";

/**
 * How logins are slowed down (progressive delays, never a lock-out):
 * - per account and client address: 5 attempts back to back, then 1 s, 2 s, 4 s… up to 15 min
 *   between attempts. A stranger guessing from one address slows down only themselves.
 * - per account from any address it has not logged in from: 10 attempts, then 1 s, 2 s… up to
 *   1 min. Guesses spread over many addresses are slowed down too (100 guesses from 20
 *   addresses: about 10 checked), and the owner is never held up long — a minute at most from a
 *   new address, not at all from an address they logged in from before (`KNOWN_ADDRESS_DAYS`),
 *   which this bucket does not count.
 * - per client address, any account: 100 failures back to back, then up to 1 min between
 *   attempts — enough to stop one address spraying many accounts, short enough that people
 *   behind one NAT are never locked out.
 */
export const LOGIN_THROTTLE: {
  perAccount: ThrottleRule;
  perAccountAnywhere: ThrottleRule;
  perAddress: ThrottleRule;
} = {
  perAccount: { free: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 15 * 60 },
  perAccountAnywhere: { free: 10, maxDelaySeconds: 60, forgetAfterSeconds: 15 * 60 },
  perAddress: { free: 100, maxDelaySeconds: 60, forgetAfterSeconds: 15 * 60 },
};

/** How long an address an account logged in from stays exempt from the any-address delays. */
export const KNOWN_ADDRESS_DAYS = 30;

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

/** The buckets one login attempt is counted in (see `LOGIN_THROTTLE`). */
function loginBuckets(tenant: Tenant, account: string, clientAddress: string) {
  return {
    address: `login:address:${clientAddress}`,
    accountAtAddress: accountBucketOf(tenant, account, clientAddress),
    accountAnywhere: `login:account:${tenant.id}:${account}`,
    /** A rate_limits row: present while the account logged in from the address lately. */
    known: `login:known:${tenant.id}:${account}:${clientAddress}`,
  };
}

/**
 * Counts an attempt in each bucket before the password is checked (concurrent guesses cannot
 * outrun the count); a bucket that refuses gives back what the earlier ones counted, so a bucket
 * is charged only for attempts that reach a password check. Answers the buckets charged.
 */
async function reserveLogin(db: Db, buckets: ReturnType<typeof loginBuckets>) {
  const known = (await peek(db, buckets.known)).count > 0;
  const steps: Array<[string, ThrottleRule]> = [
    [buckets.address, LOGIN_THROTTLE.perAddress],
    [buckets.accountAtAddress, LOGIN_THROTTLE.perAccount],
  ];
  if (!known) steps.push([buckets.accountAnywhere, LOGIN_THROTTLE.perAccountAnywhere]);
  const charged: string[] = [];
  for (const [bucket, rule] of steps) {
    const reservation = await reserveAttempt(db, bucket, rule);
    if (!reservation.allowed) {
      await refundAll(db, charged);
      throw tooManyAttempts(reservation.retryAfter);
    }
    charged.push(bucket);
  }
  return charged;
}

const refundAll = (db: Db, buckets: string[]) =>
  Promise.all(buckets.map((bucket) => refundAttempt(db, bucket)));

/**
 * Logs a customer in by e-mail or phone and answers the user record with a new session token.
 * The attempt is counted first (`reserveLogin`), per account — its e-mail and its phone are one
 * account — and address, per account from unknown addresses, and per address. A wrong password
 * costs the same time whether the account exists or not. The check is a turn of the client
 * address in the hash queue (`hashTurn`); a hash the busy queue refused (503) gives every count
 * back: nothing was checked.
 */
export function logIn(db: Db, tenant: Tenant, credentials: Credentials, clientAddress: string) {
  return hashTurn(clientAddress, async (ticket) => {
    const customer = await findAccount(db, tenant, credentials);
    // An unknown identifier gets a bucket of its own name, so it is throttled like a real account.
    const account = customer
      ? `c:${customer.id}`
      : credentials.email
        ? `e:${credentials.email.toLowerCase()}`
        : `p:${normalisePhone(credentials.phone ?? "")}`;
    const buckets = loginBuckets(tenant, account, clientAddress);
    const charged = await reserveLogin(db, buckets);
    let ok: boolean;
    try {
      ok = customer?.passwordHash
        ? await verifyPassword(credentials.password, customer.passwordHash, ticket)
        : await verifyPassword(credentials.password, await dummyPasswordHash(), ticket).then(() => false);
    } catch (error) {
      await refundAll(db, charged);
      throw error;
    }
    if (!customer || !ok) throw new ApiError(401, "invalid_credentials", "Wrong e-mail, phone or password");
    // The owner's own login: their delays at this address end, the shared buckets get the attempt
    // back, and the address is known from now on.
    await Promise.all([
      forgetAttempts(db, buckets.accountAtAddress),
      refundAll(
        db,
        charged.filter((bucket) => bucket !== buckets.accountAtAddress),
      ),
      hit(db, buckets.known, KNOWN_ADDRESS_DAYS * 86_400),
    ]);
    return userRecord(customer, await createSession(db, tenant, customer));
  });
}

/**
 * Checks a logged-in customer's current password before a sensitive change (password, e-mail,
 * phone), throttled like a login from the same address: 401 `invalid_credentials` when wrong,
 * 429 `too_many_attempts` while guesses are delayed.
 */
export function verifyCurrentPassword(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  password: string,
  clientAddress: string,
) {
  return hashTurn(clientAddress, async (ticket) => {
    const bucket = accountBucketOf(tenant, `c:${customer.id}`, clientAddress);
    const reservation = await reserveAttempt(db, bucket, LOGIN_THROTTLE.perAccount);
    if (!reservation.allowed) throw tooManyAttempts(reservation.retryAfter);
    if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash, ticket))) {
      throw new ApiError(401, "invalid_credentials", "The current password is wrong");
    }
    await forgetAttempts(db, bucket);
  });
}
