import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { violatedUniqueConstraint } from "../lib/db-errors";
import { conflict } from "../lib/errors";
import { hashTurn } from "../lib/hash-turns";
import type { Tenant } from "../tenancy";
import { countRequest, limitBucket, limitRevealingAnswers } from "./address-limits";
import { ensureEmailFree, ensurePhoneFree, normaliseCountryCode, normalisePhone } from "./customer-identity";
import { userRecord } from "./customer-records";
import { ensureStrongPassword } from "./password-rule";
import { createSession } from "./sessions";

/** What a sign-up sends: a name, an e-mail or a phone (or both) and a password. */
export interface SignUp {
  name: string;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  country_code?: string | undefined;
  password: string;
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
 * Counts a "taken" answer (409 `email_taken` / `phone_taken`) of the client address, shared by
 * sign-up and profile changes: each one tells whether an e-mail or phone has an account, so past
 * `REQUEST_LIMITS.takenAnswers` every such request from the address waits (`refuseWhenSpent`).
 */
export function countTakenAnswers<T>(db: Db, tenant: Tenant, clientAddress: string, work: () => Promise<T>) {
  return limitRevealingAnswers(
    db,
    "takenAnswers",
    limitBucket("takenAnswers", tenant, clientAddress),
    409,
    work,
  );
}

/**
 * Creates an account (409 `email_taken` / `phone_taken` when another account has them). Sign-ups
 * are counted per client address before anything is hashed (`REQUEST_LIMITS.signups`), and taken
 * answers too (`countTakenAnswers`). The password is hashed first, so a taken e-mail answers in
 * the same time as a free one; the hash is a turn of the address in the hash queue.
 */
export async function signUp(db: Db, tenant: Tenant, input: SignUp, clientAddress: string) {
  ensureStrongPassword(input.password, "password");
  return countTakenAnswers(db, tenant, clientAddress, async () => {
    await countRequest(db, "signups", limitBucket("signups", tenant, clientAddress));
    const passwordHash = await hashTurn(clientAddress, (ticket) => hashPassword(input.password, ticket));
    const email = input.email?.toLowerCase() ?? "";
    const phone = input.phone ? normalisePhone(input.phone) : null;
    if (email) await ensureEmailFree(db, tenant, email);
    if (phone) await ensurePhoneFree(db, tenant, phone);
    return createWithSession(db, tenant, {
      name: input.name,
      lastName: input.last_name || null,
      email,
      phone,
      countryCode: normaliseCountryCode(input.country_code),
      passwordHash,
    });
  });
}

/**
 * Creates a guest customer (no password; it can order and keep a cart). Counted per client
 * address before it is created: 429 past `REQUEST_LIMITS.guests`.
 */
export async function continueAsGuest(
  db: Db,
  tenant: Tenant,
  name: string | undefined,
  clientAddress: string,
) {
  await countRequest(db, "guests", limitBucket("guests", tenant, clientAddress));
  return createWithSession(db, tenant, { name: name ?? "Guest", isGuest: true });
}
