import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { customers, passwordResets, sessions } from "../db/schema";
import { hashPassword, randomToken, sha256 } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { hashTurn } from "../lib/hash-turns";
import type { Tenant } from "../tenancy";
import { emailIs } from "./customer-identity";
import { ensureStrongPassword } from "./password-rule";
import { hit } from "./rate-limit";

/** Reset requests answered per e-mail and hour; more are ignored silently. */
const RESETS_PER_HOUR = 5;
/** How long a reset link works. */
const RESET_TTL_MS = 3_600_000;

const invalidToken = () =>
  new ApiError(400, "invalid_reset_token", "This reset link is invalid or has expired");

/**
 * Issues a one-hour reset token for a registered account of the e-mail: answers where to send
 * it, or null (unknown e-mail, guest, too many requests), which the caller must not reveal. An
 * account has one live token at most: a new one replaces the older in the same statement (the
 * partial unique index `password_resets_one_live`), so an older link stops working.
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
  const values = {
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
    createdAt: new Date(),
  };
  await db
    .insert(passwordResets)
    .values({ tenantId: tenant.id, customerId: customer.id, ...values })
    .onConflictDoUpdate({
      target: passwordResets.customerId,
      targetWhere: isNull(passwordResets.usedAt),
      set: values,
    });
  return { to: customer.email, token };
}

/** The reset e-mail: the link to the partner's own storefront (`origin`, from its configured URL). */
export function passwordResetMail(tenant: Tenant, to: string, token: string, origin: string) {
  return {
    to,
    subject: `Reset your ${tenant.name} password`,
    text: `Reset link: ${origin}/reset-password?token=${token} (valid for one hour)`,
  };
}

/**
 * Voids every reset link of a customer (inside the transaction of a password or e-mail change):
 * a link mailed before the change must not undo it.
 */
export async function voidResetTokens(tx: Db | Tx, customerId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
}

/**
 * Sets a new password with a valid reset token and revokes every session. The token is consumed
 * by one conditional update inside the transaction that changes the password, so of any number
 * of concurrent uses exactly one succeeds; the others answer 400 `invalid_reset_token`. The token
 * is looked up before the (costly) hash, so random tokens cost a read, not a hash.
 */
export async function resetPassword(
  db: Db,
  tenant: Tenant,
  token: string,
  password: string,
  clientAddress: string,
) {
  ensureStrongPassword(password, "password");
  const live = and(
    eq(passwordResets.tokenHash, sha256(token)),
    eq(passwordResets.tenantId, tenant.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  const [known] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
  if (!known) throw invalidToken();
  const hash = await hashTurn(clientAddress, (ticket) => hashPassword(password, ticket));
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ customerId: passwordResets.customerId });
    if (!consumed) throw invalidToken();
    await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, consumed.customerId));
    await voidResetTokens(tx, consumed.customerId);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.customerId, consumed.customerId), isNull(sessions.revokedAt)));
  });
}
