import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { couponRedemptions, coupons } from "../db/schema";
import { tenantKey } from "../lib/crypto";
import { isoDay, isoWeekday } from "../lib/dates";
import { ApiError, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";

/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** Finds a coupon by code (case-insensitive) within the tenant. */
export async function findCoupon(db: Db | Tx, tenant: Tenant, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenant.id), eq(coupons.code, sql`upper(${code.trim()})`)))
    .limit(1);
  return row ?? null;
}

/** The coupon's rules in the check's answer shape (money in major units). */
export function couponData(row: CouponRow) {
  return {
    status: row.active,
    code: row.code,
    days: row.days,
    end_date: row.endDate,
    min_cart_amount: row.minCartMinor === null ? null : toMajor(row.minCartMinor),
    discount_type: row.discountType === "fixed" ? ("fixed" as const) : ("percent" as const),
    discount_value: row.discountType === "fixed" ? toMajor(row.discountValue) : row.discountValue / 100,
  };
}

/**
 * Evaluates a coupon against a cart subtotal with the rules and messages of spec §5, in order:
 * disabled, weekday, end date, minimum amount. Null when the coupon applies.
 */
export function couponProblem(row: CouponRow | null, subtotalMinor: number, now = new Date()): string | null {
  if (!row) return "Not valid";
  if (!row.active) return "Coupon not valid";
  if (row.days.length > 0 && !row.days.includes(String(isoWeekday(now))))
    return "Coupon not applicable today.";
  if (row.endDate && row.endDate < isoDay(now)) return "Coupon expired.";
  if (row.minCartMinor !== null && subtotalMinor < row.minCartMinor)
    return `Minimum of ${toMajor(row.minCartMinor)}`;
  return null;
}

/** The discount of an applicable coupon, never more than the subtotal. */
export function couponDiscount(row: CouponRow, subtotalMinor: number): number {
  const raw =
    row.discountType === "fixed"
      ? row.discountValue
      : Math.round((subtotalMinor * row.discountValue) / 10_000);
  return Math.min(Math.max(raw, 0), subtotalMinor);
}

/** A coupon's rules for the coupon check, with its message; 404 `coupon_not_found` for an unknown code. */
export async function checkCoupon(db: Db, tenant: Tenant, code: string) {
  const row = await findCoupon(db, tenant, code);
  if (!row) throw new ApiError(404, "coupon_not_found", "This coupon code does not exist");
  return { rules: couponData(row), message: row.active ? "Coupon found" : "Coupon not valid" };
}

/** The messages of a coupon whose usage limit is reached (after the spec §5 checks). */
export const COUPON_USED_UP = {
  total: "Coupon usage limit reached.",
  customer: "You have already used this coupon.",
  accountOnly: "Log in to your account to use this coupon.",
  connection: "This coupon was already used from your connection.",
} as const;

/**
 * A once-per-customer coupon (WELCOME10) is meant for a new customer, not for whoever makes a new
 * account or guest: it is for registered accounts only (never a guest or an anonymous order), once
 * per account, and at most `PER_CONNECTION` times per client address in `CONNECTION_DAYS` (a
 * household or an office shares one address). Recorded in decision 0042.
 */
export const ONCE_PER_CUSTOMER = { perConnection: 3, connectionDays: 30 } as const;

/** Who uses a coupon: the customer (null: an anonymous order), whether a guest, their client key. */
export interface CouponUser {
  customerId: number | null;
  isGuest: boolean;
  /** A hash of tenant and client address (the table keeps no addresses); null when unknown. */
  clientKey: string | null;
}

/** The coupon user of a customer (or an anonymous caller) at a client address. */
export function couponUserOf(
  tenant: Tenant,
  customer: { id: number; isGuest: boolean } | null,
  clientAddress: string,
): CouponUser {
  return {
    customerId: customer?.id ?? null,
    isGuest: customer?.isGuest ?? true,
    clientKey: tenantKey(tenant.id, clientAddress),
  };
}

async function redemptions(db: Db | Tx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(couponRedemptions).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Whether the coupon's usage limits still allow one more order by this user: null, or the
 * message of the limit reached. Counts the orders it was redeemed on.
 */
export async function couponUsageProblem(
  db: Db | Tx,
  row: CouponRow,
  user: CouponUser,
): Promise<string | null> {
  const used = eq(couponRedemptions.couponId, row.id);
  if (row.maxUses !== null && (await redemptions(db, used)) >= row.maxUses) return COUPON_USED_UP.total;
  const perCustomer = row.maxUsesPerCustomer;
  if (perCustomer === null) return null;
  if (user.customerId === null || user.isGuest) return COUPON_USED_UP.accountOnly;
  if ((await redemptions(db, and(used, eq(couponRedemptions.customerId, user.customerId)))) >= perCustomer) {
    return COUPON_USED_UP.customer;
  }
  if (user.clientKey !== null) {
    const since = new Date(Date.now() - ONCE_PER_CUSTOMER.connectionDays * 86_400_000);
    const fromConnection = and(
      used,
      eq(couponRedemptions.clientKey, user.clientKey),
      gt(couponRedemptions.createdAt, since),
    );
    if ((await redemptions(db, fromConnection)) >= perCustomer * ONCE_PER_CUSTOMER.perConnection) {
      return COUPON_USED_UP.connection;
    }
  }
  return null;
}

/**
 * Checks a coupon at order time; answers the coupon row (null without a code) or throws 422
 * `coupon_invalid` with the spec §5 message, or the usage-limit message for this customer.
 */
export async function recheckCoupon(
  tx: Tx,
  tenant: Tenant,
  code: string | null | undefined,
  subtotal: number,
  user: CouponUser,
) {
  if (!code) return null;
  const row = await findCoupon(tx, tenant, code);
  const problem = couponProblem(row, subtotal) ?? (row && (await couponUsageProblem(tx, row, user)));
  if (problem) throw unprocessable("coupon_invalid", problem);
  return row;
}

/**
 * Records that an order used a coupon, inside the order's transaction. The coupon's row is locked
 * first, so concurrent orders count one after another and a limit cannot be overrun: the order
 * past it fails (422 `coupon_invalid`) and rolls back.
 */
export async function redeemCoupon(tx: Tx, tenant: Tenant, code: string, user: CouponUser, orderId: number) {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenant.id), eq(coupons.code, code)))
    .for("update")
    .limit(1);
  if (!row) return;
  const problem = await couponUsageProblem(tx, row, user);
  if (problem) throw unprocessable("coupon_invalid", problem);
  await tx.insert(couponRedemptions).values({
    tenantId: tenant.id,
    couponId: row.id,
    customerId: user.customerId,
    clientKey: user.clientKey,
    orderId,
  });
}
