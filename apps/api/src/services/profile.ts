import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { customers } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { hashTurn } from "../lib/hash-turns";
import type { Tenant } from "../tenancy";
import { countRequest, limitBucket } from "./address-limits";
import { ensureEmailFree, ensurePhoneFree, normalisePhone, strippedCountryCode } from "./customer-identity";
import { profileRecord } from "./customer-records";
import { verifyCurrentPassword } from "./login";
import { voidResetTokens } from "./password-reset";
import { ensureStrongPassword } from "./password-rule";
import { countTakenAnswers } from "./registration";
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
 * e-mail or phone is what the account logs in with, and a new e-mail is where a reset link goes:
 * - an e-mail needs an account with a password (403 `guest_email_change` for a guest, who could
 *   otherwise claim an address nobody registered yet and block its owner's sign-up) and the
 *   current password; a phone needs the current password when the account has one;
 * - either is counted per account and per address (`REQUEST_LIMITS.loginChanges`), and its
 *   "taken" answers with sign-up's (`countTakenAnswers`), so the 409 cannot list accounts;
 * - once saved, the account's other sessions end and its reset links are void.
 * An edit that changes nothing answers the profile.
 */
export async function updateProfile(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  changes: ProfileChanges,
  session: { clientAddress: string; keepSessionHash: string | null },
) {
  const email = changes.email?.toLowerCase();
  const newEmail = email !== undefined && email !== customer.email.toLowerCase();
  const phone =
    changes.phone === undefined ? undefined : changes.phone === null ? null : normalisePhone(changes.phone);
  const newPhone = phone !== undefined && phone !== customer.phone;
  const { clientAddress } = session;
  if (newEmail && (customer.isGuest || !customer.passwordHash)) {
    throw new ApiError(
      403,
      "guest_email_change",
      "Sign up with this e-mail to use it: a guest cannot add an e-mail to the account",
    );
  }
  if (newEmail || newPhone) {
    await countRequest(db, "loginChanges", limitBucket("loginChanges", tenant, `customer:${customer.id}`));
    await countRequest(db, "loginChanges", limitBucket("loginChanges", tenant, clientAddress));
  }
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
  await countTakenAnswers(db, tenant, clientAddress, async () => {
    if (newEmail && email) await ensureEmailFree(db, tenant, email);
    if (newPhone && phone) await ensurePhoneFree(db, tenant, phone);
  });
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
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set(values)
      .where(and(eq(customers.id, customer.id), eq(customers.tenantId, tenant.id)))
      .returning();
    if (newEmail || newPhone) {
      await revokeOtherSessions(tx, customer.id, session.keepSessionHash);
      await voidResetTokens(tx, customer.id);
    }
    return row;
  });
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
  const passwordHash = await hashTurn(clientAddress, (ticket) =>
    hashPassword(passwords.new_password, ticket),
  );
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await revokeOtherSessions(tx, customer.id, keepSessionHash);
    await voidResetTokens(tx, customer.id);
  });
}
