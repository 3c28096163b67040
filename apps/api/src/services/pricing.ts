import { includedTax, toMajor } from "../lib/money";
import { type CouponRow, couponDiscount } from "./coupons";
import type { Handover } from "./delivery";

/** Delivery: a flat fee, free from a threshold (minor units). */
export const DELIVERY_FEE_MINOR = 1_500;
export const FREE_DELIVERY_FROM_MINOR = 20_000;

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
 * free from a threshold after discount, none for pickup or when nothing is delivered) and the
 * VAT included in what is paid.
 */
export function computeTotals(lines: TotalsLine[], coupon: CouponRow | null, handover: Handover): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.qty, 0);
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const goods = subtotal - discount;
  const delivery =
    handover !== "delivery" || subtotal === 0 || goods >= FREE_DELIVERY_FROM_MINOR ? 0 : DELIVERY_FEE_MINOR;
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
