import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { customers } from "../db/schema";
import { hashPassword, verifyPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { ensureEmailFree, ensurePhoneFree, normalisePhone, strippedCountryCode } from "./customer-identity";
import { profileRecord } from "./customer-records";
import { revokeOtherSessions } from "./sessions";

/** A profile edit: only the fields sent change; null clears a field. */
export interface ProfileChanges {
  name?: string | undefined;
  cust_last_name?: string | null | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
  country_code_ph1?: string | null | undefined;
  avatar?: string | null | undefined;
}

/** Saves a profile edit (409 when the new e-mail or phone belongs to another account). */
export async function updateProfile(db: Db, tenant: Tenant, customer: Customer, changes: ProfileChanges) {
  const email = changes.email?.toLowerCase();
  if (email && email !== customer.email.toLowerCase()) await ensureEmailFree(db, tenant, email);
  const phone =
    changes.phone === undefined ? undefined : changes.phone === null ? null : normalisePhone(changes.phone);
  if (phone && phone !== customer.phone) await ensurePhoneFree(db, tenant, phone);
  const [updated] = await db
    .update(customers)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.cust_last_name !== undefined && { lastName: changes.cust_last_name || null }),
      ...(email !== undefined && { email }),
      ...(phone !== undefined && { phone }),
      ...(changes.country_code_ph1 !== undefined && {
        countryCode: strippedCountryCode(changes.country_code_ph1),
      }),
      ...(changes.avatar !== undefined && { avatar: changes.avatar }),
    })
    .where(and(eq(customers.id, customer.id), eq(customers.tenantId, tenant.id)))
    .returning();
  return profileRecord(updated ?? customer);
}

/** Changes the password after checking the current one; every other session is revoked. */
export async function changePassword(
  db: Db,
  customer: Customer,
  passwords: { current_password: string; new_password: string },
  keepSessionHash: string | null,
) {
  if (!customer.passwordHash || !(await verifyPassword(passwords.current_password, customer.passwordHash))) {
    throw new ApiError(401, "invalid_credentials", "The current password is wrong");
  }
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(passwords.new_password) })
    .where(eq(customers.id, customer.id));
  await revokeOtherSessions(db, customer.id, keepSessionHash);
}
