import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { customers, sessions } from "../db/schema";
import { randomToken, sha256 } from "../lib/crypto";
import type { Tenant } from "../tenancy";

const SESSION_DAYS = 30;

/** Creates a session and answers its token (only the hash is stored). */
export async function createSession(db: Db, tenant: Tenant, customer: Customer): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tenantId: tenant.id,
    customerId: customer.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** The customer of an `X-customer-token`, only within the tenant; null when absent or invalid. */
export async function findSessionCustomer(
  db: Db,
  tenant: Tenant,
  token: string | undefined,
): Promise<{ customer: Customer; hash: string } | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256(token);
  const [row] = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(liveSessionOf(tenant, hash))
    .limit(1);
  return row ? { customer: row.customer, hash } : null;
}

/**
 * The WHERE of a live session of the tenant by token hash, joined to its customer: not revoked,
 * not expired, session and customer both the tenant's. Every reader of a customer token uses it.
 */
export function liveSessionOf(tenant: Tenant, hash: string) {
  return and(
    eq(sessions.tokenHash, hash),
    eq(sessions.tenantId, tenant.id),
    eq(customers.tenantId, tenant.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  );
}

/** Revokes one session (logout). */
export async function revokeSession(db: Db, tenant: Tenant, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.tenantId, tenant.id)));
}

/** Revokes every other session of a customer (after a password change). */
export async function revokeOtherSessions(db: Db | Tx, customerId: number, keepHash: string | null) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        ...(keepHash ? [ne(sessions.tokenHash, keepHash)] : []),
      ),
    );
}
