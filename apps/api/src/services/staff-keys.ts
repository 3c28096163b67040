import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { partners, staffKeys } from "../db/schema";
import { randomToken, sha256 } from "../lib/crypto";
import type { Tenant } from "../tenancy";

/** A staff key as a staff call's handler knows it: which one, and whose (its label). */
export interface StaffMember {
  keyId: number;
  label: string;
}

/**
 * Issues a staff key for a partner and answers it: shown once, stored as its SHA-256 only (a
 * leaked table holds no usable key). `sk_` + 256 random bits.
 */
export async function issueStaffKey(db: Db, tenantId: number, label: string): Promise<string> {
  const key = `sk_${randomToken()}`;
  await db.insert(staffKeys).values({ tenantId, keyHash: sha256(key), label });
  return key;
}

/**
 * Stores the staff key of `SEED_STAFF_KEY` (`<slug>:<key>`) for that partner, once (a restart
 * on the same database finds it there): the browser tests' staff calls on the demo partners.
 */
export async function storeSeedStaffKey(db: Db, spec: string): Promise<void> {
  const at = spec.indexOf(":");
  const slug = spec.slice(0, at);
  const key = spec.slice(at + 1);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.slug, slug))
    .limit(1);
  if (!partner) throw new Error(`SEED_STAFF_KEY: no partner "${slug}"`);
  const keyHash = sha256(key);
  const [known] = await db.select({ id: staffKeys.id }).from(staffKeys).where(eq(staffKeys.keyHash, keyHash));
  if (!known) await db.insert(staffKeys).values({ tenantId: partner.id, keyHash, label: "Seeded staff key" });
}

/** The staff member of an `X-Staff-Key`, only within the tenant and while not revoked; else null. */
export async function findStaffMember(
  db: Db,
  tenant: Tenant,
  key: string | undefined,
): Promise<StaffMember | null> {
  if (!key || key.length > 200) return null;
  const [row] = await db
    .select({ id: staffKeys.id, label: staffKeys.label })
    .from(staffKeys)
    .where(
      and(eq(staffKeys.keyHash, sha256(key)), eq(staffKeys.tenantId, tenant.id), isNull(staffKeys.revokedAt)),
    )
    .limit(1);
  return row ? { keyId: row.id, label: row.label } : null;
}
