import { fromMinorUnits, toMinorUnits } from "../format/minor-units.js";
import type { CouponData } from "./evaluate-coupon.js";

/**
 * The discount a coupon gives on a subtotal, in major units, computed in integer minor units:
 * `percent` takes `discount_value` % of the subtotal (clamped to 0–100 %, rounded half up to the
 * cent), `fixed` takes `discount_value` itself. Never negative and never more than the subtotal;
 * 0 for a coupon without a known discount type or value.
 */
export function couponDiscount(
  coupon: Pick<CouponData, "discount_type" | "discount_value">,
  subtotal: number,
): number {
  const subtotalMinor = Math.max(0, toMinorUnits(subtotal));
  const value = coupon.discount_value;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return 0;
  let discountMinor = 0;
  if (coupon.discount_type === "percent") {
    const percent = Math.min(100, value);
    discountMinor = Math.round((subtotalMinor * percent) / 100);
  } else if (coupon.discount_type === "fixed") {
    discountMinor = toMinorUnits(value);
  }
  return fromMinorUnits(Math.min(subtotalMinor, Math.max(0, discountMinor)));
}
