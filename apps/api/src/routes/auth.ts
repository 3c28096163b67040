import * as auth from "@storefront/core/contracts/api/auth";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import { customers, passwordResets, sessions } from "../db/schema";
import { type Customer, route, type Services } from "../http";
import { dummyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from "../lib/crypto";
import { ApiError, conflict } from "../lib/errors";
import { clear, hit, peek } from "../services/rate-limit";
import type { Tenant } from "../tenancy";

const SESSION_DAYS = 30;
/** Failed logins allowed per account and per client address in the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

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

/** The source-shape user record login calls answer (spec §3). */
export function userRecord(customer: Customer, token: string) {
  return {
    _id: String(customer.id),
    name: customer.name,
    cust_last_name: customer.lastName,
    token,
    phone: customer.phone,
    country_code_ph1: customer.countryCode,
    user_name: customer.email || customer.phone || null,
    email: customer.email,
    avatar: customer.avatar,
    selling_price_group_id:
      customer.sellingPriceGroupId === null ? null : String(customer.sellingPriceGroupId),
    is_guest: customer.isGuest,
    is_vendor: customer.isVendor,
  };
}

const normalisePhone = (phone: string) => phone.replace(/^0+/, "");
const normaliseCode = (code: string | undefined | null) => (code ? code.replace(/^\+/, "") : null);

/** Registers login, sign-up, guest login, logout, forgot/reset password and social login. */
export function registerAuthRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, auth.login, async ({ c, tenant, body }) => {
    const identifier = body.email ? `e:${body.email.toLowerCase()}` : `p:${normalisePhone(body.phone ?? "")}`;
    const accountBucket = `login:account:${tenant.id}:${identifier}`;
    const addressBucket = `login:address:${services.clientAddress(c)}`;
    const [account, address] = await Promise.all([peek(db, accountBucket), peek(db, addressBucket)]);
    if (account.count >= LOGIN_LIMITS.perAccount || address.count >= LOGIN_LIMITS.perAddress) {
      const retryAfter = Math.max(account.retryAfter, address.retryAfter, 1);
      throw new ApiError(429, "too_many_attempts", "Too many login attempts. Try again later.", undefined, {
        "Retry-After": String(retryAfter),
      });
    }
    const where = body.email
      ? and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${body.email.toLowerCase()}`)
      : and(
          eq(customers.tenantId, tenant.id),
          eq(customers.phone, normalisePhone(body.phone ?? "")),
          eq(customers.isGuest, false),
          ...(body.country_code ? [eq(customers.countryCode, normaliseCode(body.country_code) ?? "")] : []),
        );
    const [customer] = await db.select().from(customers).where(where).limit(1);
    const ok = customer?.passwordHash
      ? await verifyPassword(body.password, customer.passwordHash)
      : await verifyPassword(body.password, await dummyPasswordHash()).then(() => false);
    if (!customer || !ok) {
      await Promise.all([
        hit(db, accountBucket, LOGIN_LIMITS.windowSeconds),
        hit(db, addressBucket, LOGIN_LIMITS.windowSeconds),
      ]);
      throw new ApiError(401, "invalid_credentials", "Wrong e-mail, phone or password");
    }
    await clear(db, accountBucket);
    const token = await createSession(db, tenant, customer);
    return { data: userRecord(customer, token), msg: "Logged in" };
  });

  route(app, services, auth.signup, async ({ tenant, body }) => {
    const email = body.email?.toLowerCase() ?? "";
    const phone = body.phone ? normalisePhone(body.phone) : null;
    if (email) {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${email}`))
        .limit(1);
      if (taken) throw conflict("email_taken", "An account with this e-mail already exists");
    }
    if (phone) {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.tenantId, tenant.id), eq(customers.phone, phone), eq(customers.isGuest, false)),
        )
        .limit(1);
      if (taken) throw conflict("phone_taken", "An account with this phone number already exists");
    }
    const [customer] = await db
      .insert(customers)
      .values({
        tenantId: tenant.id,
        name: body.name,
        lastName: body.last_name || null,
        email,
        phone,
        countryCode: normaliseCode(body.country_code),
        passwordHash: await hashPassword(body.password),
      })
      .returning();
    if (!customer) throw new Error("customer insert returned nothing");
    const token = await createSession(db, tenant, customer);
    return { data: userRecord(customer, token), msg: "Account created", status: 201 };
  });

  route(app, services, auth.guestLogin, async ({ tenant, body }) => {
    const [customer] = await db
      .insert(customers)
      .values({ tenantId: tenant.id, name: body.name ?? "Guest", isGuest: true })
      .returning();
    if (!customer) throw new Error("customer insert returned nothing");
    const token = await createSession(db, tenant, customer);
    return { data: userRecord(customer, token), msg: "Continuing as guest" };
  });

  route(app, services, auth.logout, async ({ tenant, sessionHash }) => {
    if (sessionHash) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, sessionHash), eq(sessions.tenantId, tenant.id)));
    }
    return { data: null, msg: "Logged out" };
  });

  route(app, services, auth.forgotPassword, async ({ c, tenant, body }) => {
    const msg = "If an account exists for this e-mail, a reset link is on its way";
    const email = body.email.toLowerCase();
    const count = await hit(db, `forgot:${tenant.id}:${email}`, 3600);
    if (count > 5) return { data: null, msg };
    const [customer] = await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.id),
          sql`lower(${customers.email}) = ${email}`,
          eq(customers.isGuest, false),
        ),
      )
      .limit(1);
    if (customer) {
      const token = randomToken();
      await db.insert(passwordResets).values({
        tenantId: tenant.id,
        customerId: customer.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const origin = `${new URL(c.req.url).protocol}//${c.req.header("host") ?? "localhost"}`;
      services.mailer({
        to: customer.email,
        subject: `Reset your ${tenant.name} password`,
        text: `Reset link: ${origin}/reset-password?token=${token} (token ${token}, valid for one hour)`,
      });
    }
    return { data: null, msg };
  });

  route(app, services, auth.resetPassword, async ({ tenant, body }) => {
    const now = new Date();
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(body.token)),
          eq(passwordResets.tenantId, tenant.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    if (!reset) throw new ApiError(400, "invalid_reset_token", "This reset link is invalid or has expired");
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
      await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, reset.customerId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.customerId, reset.customerId), isNull(sessions.revokedAt)));
    });
    return { data: null, msg: "Password changed. Log in with the new password." };
  });

  route(app, services, auth.socialLogin, async ({ tenant, body }) => {
    const [linked] = await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.id),
          eq(customers.socialProvider, body.provider),
          eq(customers.socialId, body.provider_id),
        ),
      )
      .limit(1);
    let customer = linked;
    if (!customer) {
      const email = body.email?.toLowerCase() ?? "";
      if (email) {
        const [taken] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${email}`))
          .limit(1);
        if (taken)
          throw conflict("email_taken", "Log in with your password: this e-mail already has an account");
      }
      [customer] = await db
        .insert(customers)
        .values({
          tenantId: tenant.id,
          name: body.name ?? "Customer",
          email,
          socialProvider: body.provider,
          socialId: body.provider_id,
        })
        .returning();
    }
    if (!customer) throw new Error("customer insert returned nothing");
    const token = await createSession(db, tenant, customer);
    return { data: userRecord(customer, token), msg: "Logged in" };
  });
}

/** Revokes every other session of a customer (after a password change). */
export async function revokeOtherSessions(db: Db, customerId: number, keepHash: string | null) {
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
