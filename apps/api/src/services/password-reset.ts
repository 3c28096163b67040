import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, passwordResets, sessions } from "../db/schema";
import { hashPassword, randomToken, sha256 } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { emailIs } from "./customer-identity";
import { ensureStrongPassword } from "./password-rule";
import { hit } from "./rate-limit";

/** Reset requests answered per e-mail and hour; more are ignored silently. */
const RESETS_PER_HOUR = 5;

/**
 * Issues a one-hour reset token for a registered account of the e-mail: answers where to send
 * it, or null (unknown e-mail, guest, too many requests), which the caller must not reveal.
 */
export async function requestPasswordReset(
  db: Db,
  tenant: Tenant,
  email: string,
): Promise<{ to: string; token: string } | null> {
  const normalised = email.toLowerCase();
  const count = await hit(db, `forgot:${tenant.id}:${normalised}`, 3600);
  if (count > RESETS_PER_HOUR) return null;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(emailIs(tenant, normalised), eq(customers.isGuest, false)))
    .limit(1);
  if (!customer) return null;
  const token = randomToken();
  await db.insert(passwordResets).values({
    tenantId: tenant.id,
    customerId: customer.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { to: customer.email, token };
}

/** Sets a new password with a valid reset token, uses the token up and revokes every session. */
export async function resetPassword(db: Db, tenant: Tenant, token: string, password: string) {
  ensureStrongPassword(password, "password");
  const now = new Date();
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        eq(passwordResets.tenantId, tenant.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  if (!reset) throw new ApiError(400, "invalid_reset_token", "This reset link is invalid or has expired");
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
    await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, reset.customerId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, reset.customerId), isNull(sessions.revokedAt)));
  });
}
