import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { customers } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { ensureEmailFree, ensurePhoneFree, normalisePhone, strippedCountryCode } from "./customer-identity";
import { profileRecord } from "./customer-records";
import { verifyCurrentPassword } from "./login";
import { voidResetTokens } from "./password-reset";
import { ensureStrongPassword } from "./password-rule";
import { revokeOtherSessions } from "./sessions";

/** A profile edit: only the fields sent change; null clears a field. */
export interface ProfileChanges {
  name?: string | undefined;
  cust_last_name?: string | null | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
  country_code_ph1?: string | null | undefined;
  avatar?: string | null | undefined;
  current_password?: string | undefined;
}

/**
 * Saves a profile edit (409 when the new e-mail or phone belongs to another account). A new
 * e-mail or phone — what the account logs in with, and where a reset link goes — needs the
 * current password when the account has one. An edit that changes nothing answers the profile.
 */
export async function updateProfile(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  changes: ProfileChanges,
  clientAddress: string,
) {
  const email = changes.email?.toLowerCase();
  const newEmail = email !== undefined && email !== customer.email.toLowerCase();
  const phone =
    changes.phone === undefined ? undefined : changes.phone === null ? null : normalisePhone(changes.phone);
  const newPhone = phone !== undefined && phone !== customer.phone;
  if ((newEmail || newPhone) && customer.passwordHash) {
    if (!changes.current_password) {
      throw new ApiError(
        422,
        "current_password_required",
        "Enter your current password to change your e-mail or phone",
      );
    }
    await verifyCurrentPassword(db, tenant, customer, changes.current_password, clientAddress);
  }
  if (newEmail && email) await ensureEmailFree(db, tenant, email);
  if (newPhone && phone) await ensurePhoneFree(db, tenant, phone);
  const values = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.cust_last_name !== undefined && { lastName: changes.cust_last_name || null }),
    ...(email !== undefined && { email }),
    ...(phone !== undefined && { phone }),
    ...(changes.country_code_ph1 !== undefined && {
      countryCode: strippedCountryCode(changes.country_code_ph1),
    }),
    ...(changes.avatar !== undefined && { avatar: changes.avatar }),
  };
  if (Object.keys(values).length === 0) return profileRecord(customer);
  const [updated] = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, customer.id), eq(customers.tenantId, tenant.id)))
    .returning();
  return profileRecord(updated ?? customer);
}

/**
 * Changes the password after checking the current one; every other session is revoked and every
 * reset link mailed before is void, in one transaction.
 */
export async function changePassword(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  passwords: { current_password: string; new_password: string },
  keepSessionHash: string | null,
  clientAddress: string,
) {
  ensureStrongPassword(passwords.new_password, "new_password");
  await verifyCurrentPassword(db, tenant, customer, passwords.current_password, clientAddress);
  const passwordHash = await hashPassword(passwords.new_password, { priority: 1 });
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await revokeOtherSessions(tx, customer.id, keepSessionHash);
    await voidResetTokens(tx, customer.id);
  });
}
