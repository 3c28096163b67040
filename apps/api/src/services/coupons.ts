import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { coupons } from "../db/schema";
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

/** Checks a coupon at order time; answers the coupon row (null without a code) or throws the spec §5 message. */
export async function recheckCoupon(
  tx: Tx,
  tenant: Tenant,
  code: string | null | undefined,
  subtotal: number,
) {
  if (!code) return null;
  const row = await findCoupon(tx, tenant, code);
  const problem = couponProblem(row, subtotal);
  if (problem) throw unprocessable("coupon_invalid", problem);
  return row;
}
