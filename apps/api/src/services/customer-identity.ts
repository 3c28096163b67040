import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Tenant } from "../tenancy";

/** A phone number as stored: without leading zeros. */
export const normalisePhone = (phone: string) => phone.replace(/^0+/, "");

/** A country code as stored at sign-up and login: without `+`, null when absent or empty. */
export const normaliseCountryCode = (code: string | undefined | null) =>
  code ? code.replace(/^\+/, "") : null;

/** A country code as a profile or address edit stores it: without `+`, null only when absent. */
export const strippedCountryCode = (code: string | undefined | null) => code?.replace(/^\+/, "") ?? null;

/** Where a customer's e-mail (any case) matches, within the tenant. */
export const emailIs = (tenant: Tenant, email: string) =>
  and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${email.toLowerCase()}`);

/** Where a registered (non-guest) customer's phone matches, within the tenant. */
export const phoneIs = (tenant: Tenant, phone: string) =>
  and(eq(customers.tenantId, tenant.id), eq(customers.phone, phone), eq(customers.isGuest, false));

/** 409 `email_taken` when another account of the tenant has this e-mail. */
export async function ensureEmailFree(
  db: Db,
  tenant: Tenant,
  email: string,
  message = "An account with this e-mail already exists",
) {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(emailIs(tenant, email))
    .limit(1);
  if (taken) throw conflict("email_taken", message);
}

/** 409 `phone_taken` when a registered account of the tenant has this phone number. */
export async function ensurePhoneFree(db: Db, tenant: Tenant, phone: string) {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(phoneIs(tenant, phone))
    .limit(1);
  if (taken) throw conflict("phone_taken", "An account with this phone number already exists");
}
