import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { coupons } from "../db/schema";
import { isoDay, isoWeekday } from "../lib/dates";
import { includedTax, toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";

/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** Delivery: a flat fee, free from a threshold (minor units). */
export const DELIVERY_FEE_MINOR = 1_500;
export const FREE_DELIVERY_FROM_MINOR = 20_000;

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

/** One line for totals: tax-inclusive unit price, quantity and VAT rate. */
export interface TotalsLine {
  unitPriceMinor: number;
  qty: number;
  taxRateBp: number;
}

/** Totals in minor units. */
export interface Totals {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
}

/**
 * Server-side totals: subtotal of tax-inclusive lines, the coupon discount, delivery (flat fee,
 * free from a threshold after discount, none for pickup) and the VAT included in what is paid.
 */
export function computeTotals(
  lines: TotalsLine[],
  coupon: CouponRow | null,
  deliveryMethod: "delivery" | "pickup",
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.qty, 0);
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const goods = subtotal - discount;
  const delivery =
    deliveryMethod === "pickup" || subtotal === 0 || goods >= FREE_DELIVERY_FROM_MINOR
      ? 0
      : DELIVERY_FEE_MINOR;
  const grossTax = lines.reduce(
    (sum, line) => sum + includedTax(line.unitPriceMinor * line.qty, line.taxRateBp),
    0,
  );
  const tax = subtotal === 0 ? 0 : Math.round((grossTax * goods) / subtotal);
  return { subtotal, discount, delivery, tax, total: goods + delivery };
}

/** Totals on the wire. */
export function totalsRecord(totals: Totals, currency: string) {
  return {
    subtotal: toMajor(totals.subtotal),
    discount: toMajor(totals.discount),
    delivery: toMajor(totals.delivery),
    tax: toMajor(totals.tax),
    total: toMajor(totals.total),
    currency,
  };
}
