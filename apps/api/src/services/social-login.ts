import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { emailIs } from "./customer-identity";
import { userRecord } from "./customer-records";
import { createWithSession } from "./registration";
import { createSession } from "./sessions";

/** Who a provider says an access token belongs to. */
export interface VerifiedSocialIdentity {
  /** The provider's own id of the person. */
  id: string;
  name?: string | undefined;
  email?: string | undefined;
  /** True only when the provider checked that the person owns `email`. */
  emailVerified: boolean;
}

/**
 * Asks a provider (Facebook, Google, Apple) who an access token belongs to; null when the
 * provider refuses the token. Without one configured, social login is off.
 */
export type SocialVerifier = (
  provider: string,
  accessToken: string,
) => Promise<VerifiedSocialIdentity | null>;

/**
 * Logs in with a provider's access token. The provider, not the client, says who it is: the
 * customer linked to that provider id; else the account of the e-mail the provider verified (linked
 * to the id from now on); else a new customer, given the e-mail only when verified. An unverified
 * e-mail never reaches an account, and no answer tells whether an e-mail is registered.
 */
export async function socialLogIn(
  db: Db,
  tenant: Tenant,
  verifier: SocialVerifier | undefined,
  request: { provider: string; access_token: string },
) {
  if (!verifier)
    throw new ApiError(403, "social_login_disabled", "Social login is not available on this store");
  const identity = await verifier(request.provider, request.access_token);
  if (!identity) throw new ApiError(401, "invalid_social_token", "The provider did not accept this sign-in");
  const [linked] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenant.id),
        eq(customers.socialProvider, request.provider),
        eq(customers.socialId, identity.id),
      ),
    )
    .limit(1);
  if (linked) return userRecord(linked, await createSession(db, tenant, linked));
  const email = identity.emailVerified ? (identity.email?.toLowerCase() ?? "") : "";
  if (email) {
    const [owner] = await db.select().from(customers).where(emailIs(tenant, email)).limit(1);
    if (owner) {
      // The provider proved the e-mail: this is the owner. Link the id unless another one is.
      const [account] = owner.socialId
        ? [owner]
        : await db
            .update(customers)
            .set({ socialProvider: request.provider, socialId: identity.id })
            .where(eq(customers.id, owner.id))
            .returning();
      const customer = account ?? owner;
      return userRecord(customer, await createSession(db, tenant, customer));
    }
  }
  return createWithSession(db, tenant, {
    name: identity.name?.trim().slice(0, 100) || "Customer",
    email,
    socialProvider: request.provider,
    socialId: identity.id,
  });
}
