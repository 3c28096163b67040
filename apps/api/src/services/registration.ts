import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import type { Tenant } from "../tenancy";
import { ensureEmailFree, ensurePhoneFree, normaliseCountryCode, normalisePhone } from "./customer-identity";
import { userRecord } from "./customer-records";
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
async function createWithSession(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof customers.$inferInsert, "tenantId">,
) {
  const [customer] = await db
    .insert(customers)
    .values({ tenantId: tenant.id, ...values })
    .returning();
  if (!customer) throw new Error("customer insert returned nothing");
  return userRecord(customer, await createSession(db, tenant, customer));
}

/** Creates an account (409 `email_taken` / `phone_taken` when another account has them). */
export async function signUp(db: Db, tenant: Tenant, input: SignUp) {
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
    passwordHash: await hashPassword(input.password),
  });
}

/** Creates a guest customer (no password; it can order and keep a cart). */
export function continueAsGuest(db: Db, tenant: Tenant, name: string | undefined) {
  return createWithSession(db, tenant, { name: name ?? "Guest", isGuest: true });
}

/** What a social login sends (the provider's id is trusted here: see the README). */
export interface SocialIdentity {
  provider: string;
  provider_id: string;
  name?: string | undefined;
  email?: string | undefined;
}

/** Logs in the customer linked to a social id, or creates one (409 when the e-mail has an account). */
export async function socialLogIn(db: Db, tenant: Tenant, identity: SocialIdentity) {
  const [linked] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenant.id),
        eq(customers.socialProvider, identity.provider),
        eq(customers.socialId, identity.provider_id),
      ),
    )
    .limit(1);
  if (linked) return userRecord(linked, await createSession(db, tenant, linked));
  const email = identity.email?.toLowerCase() ?? "";
  if (email) {
    await ensureEmailFree(db, tenant, email, "Log in with your password: this e-mail already has an account");
  }
  return createWithSession(db, tenant, {
    name: identity.name ?? "Customer",
    email,
    socialProvider: identity.provider,
    socialId: identity.provider_id,
  });
}
