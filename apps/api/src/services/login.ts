import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { dummyPasswordHash, verifyPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { emailIs, normaliseCountryCode, normalisePhone, phoneIs } from "./customer-identity";
import { userRecord } from "./customer-records";
import { clear, hit, peek } from "./rate-limit";
import { createSession } from "./sessions";

/** Failed logins allowed per account and per client address in the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

/** What a login sends: an e-mail, or a phone (with its country code), and the password. */
export interface Credentials {
  email?: string | undefined;
  phone?: string | undefined;
  country_code?: string | undefined;
  password: string;
}

/**
 * Logs a customer in by e-mail or phone and answers the user record with a new session token.
 * Failures count per account and per client address; over either limit the answer is 429 with
 * `Retry-After`, and a wrong password costs the same time whether the account exists or not.
 */
export async function logIn(db: Db, tenant: Tenant, credentials: Credentials, clientAddress: string) {
  const phone = normalisePhone(credentials.phone ?? "");
  const identifier = credentials.email ? `e:${credentials.email.toLowerCase()}` : `p:${phone}`;
  const accountBucket = `login:account:${tenant.id}:${identifier}`;
  const addressBucket = `login:address:${clientAddress}`;
  const [account, address] = await Promise.all([peek(db, accountBucket), peek(db, addressBucket)]);
  if (account.count >= LOGIN_LIMITS.perAccount || address.count >= LOGIN_LIMITS.perAddress) {
    const retryAfter = Math.max(account.retryAfter, address.retryAfter, 1);
    throw new ApiError(429, "too_many_attempts", "Too many login attempts. Try again later.", undefined, {
      "Retry-After": String(retryAfter),
    });
  }
  const where = credentials.email
    ? emailIs(tenant, credentials.email)
    : and(
        phoneIs(tenant, phone),
        ...(credentials.country_code
          ? [eq(customers.countryCode, normaliseCountryCode(credentials.country_code) ?? "")]
          : []),
      );
  const [customer] = await db.select().from(customers).where(where).limit(1);
  const ok = customer?.passwordHash
    ? await verifyPassword(credentials.password, customer.passwordHash)
    : await verifyPassword(credentials.password, await dummyPasswordHash()).then(() => false);
  if (!customer || !ok) {
    await Promise.all([
      hit(db, accountBucket, LOGIN_LIMITS.windowSeconds),
      hit(db, addressBucket, LOGIN_LIMITS.windowSeconds),
    ]);
    throw new ApiError(401, "invalid_credentials", "Wrong e-mail, phone or password");
  }
  await clear(db, accountBucket);
  return userRecord(customer, await createSession(db, tenant, customer));
}
