import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { violatedUniqueConstraint } from "../lib/db-errors";
import { ApiError, conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { ensureEmailFree, ensurePhoneFree, normaliseCountryCode, normalisePhone } from "./customer-identity";
import { userRecord } from "./customer-records";
import { ensureStrongPassword } from "./password-rule";
import { hit, peek } from "./rate-limit";
import { createSession } from "./sessions";

/**
 * Abuse limits per client address: sign-ups answered "taken" (each one tells whether an e-mail or
 * phone has an account, so they are few: past the limit every sign-up from the address waits,
 * taken or not), and guest customers created.
 */
export const REGISTRATION_LIMITS = {
  takenPerAddress: 5,
  takenWindowSeconds: 15 * 60,
  guestsPerAddress: 20,
  guestWindowSeconds: 60 * 60,
};

/** What a sign-up sends: a name, an e-mail or a phone (or both) and a password. */
export interface SignUp {
  name: string;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  country_code?: string | undefined;
  password: string;
}

function tooMany(retryAfter: number, message: string) {
  return new ApiError(429, "too_many_attempts", message, undefined, {
    "Retry-After": String(Math.max(retryAfter, 1)),
  });
}

/** Inserts a customer and opens its first session: the user record login calls answer. */
export async function createWithSession(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof customers.$inferInsert, "tenantId">,
) {
  let customer: typeof customers.$inferSelect | undefined;
  try {
    [customer] = await db
      .insert(customers)
      .values({ tenantId: tenant.id, ...values })
      .returning();
  } catch (error) {
    // Two sign-ups with one e-mail at once both pass the check; the unique index stops the second.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === "customers_tenant_phone")
      throw conflict("phone_taken", "An account with this phone number already exists");
    if (constraint !== null) throw conflict("email_taken", "An account with this e-mail already exists");
    throw error;
  }
  if (!customer) throw new Error("customer insert returned nothing");
  return userRecord(customer, await createSession(db, tenant, customer));
}

/**
 * Creates an account (409 `email_taken` / `phone_taken` when another account has them). The
 * password is hashed first, so a taken e-mail answers in the same time as a free one, and taken
 * answers are counted per client address (429 past `REGISTRATION_LIMITS.takenPerAddress`).
 */
export async function signUp(db: Db, tenant: Tenant, input: SignUp, clientAddress: string) {
  const bucket = `signup:taken:${tenant.id}:${clientAddress}`;
  const limited = "Too many sign-up attempts. Try again later.";
  const seen = await peek(db, bucket);
  if (seen.count >= REGISTRATION_LIMITS.takenPerAddress) throw tooMany(seen.retryAfter, limited);
  ensureStrongPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password, { priority: 1 });
  const email = input.email?.toLowerCase() ?? "";
  const phone = input.phone ? normalisePhone(input.phone) : null;
  try {
    if (email) await ensureEmailFree(db, tenant, email);
    if (phone) await ensurePhoneFree(db, tenant, phone);
    return await createWithSession(db, tenant, {
      name: input.name,
      lastName: input.last_name || null,
      email,
      phone,
      countryCode: normaliseCountryCode(input.country_code),
      passwordHash,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const count = await hit(db, bucket, REGISTRATION_LIMITS.takenWindowSeconds);
      if (count > REGISTRATION_LIMITS.takenPerAddress) {
        throw tooMany((await peek(db, bucket)).retryAfter, limited);
      }
    }
    throw error;
  }
}

/**
 * Creates a guest customer (no password; it can order and keep a cart). Counted per client
 * address before it is created: 429 past `REGISTRATION_LIMITS.guestsPerAddress` an hour.
 */
export async function continueAsGuest(
  db: Db,
  tenant: Tenant,
  name: string | undefined,
  clientAddress: string,
) {
  const bucket = `guest:${tenant.id}:${clientAddress}`;
  const count = await hit(db, bucket, REGISTRATION_LIMITS.guestWindowSeconds);
  if (count > REGISTRATION_LIMITS.guestsPerAddress) {
    throw tooMany((await peek(db, bucket)).retryAfter, "Too many guest sessions. Try again later.");
  }
  return createWithSession(db, tenant, { name: name ?? "Guest", isGuest: true });
}
