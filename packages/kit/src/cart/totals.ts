import type { CartLine } from "@storefront/core/cart";
import type { CouponData } from "@storefront/core/coupons";
import { couponDiscount } from "@storefront/core/coupons";
import { fromMinorUnits, toMinorUnits } from "@storefront/core/format";
import { linesSubtotal } from "../lines";

/**
 * Cart totals in major units, as `cart_summary` answers them (tax and currency optional). They are
 * shown in the partner's currency (`@storefront/kit/money`), which is the one the server sends.
 */
export interface CartTotalsValue {
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
  tax?: number;
  currency?: string | null;
}

/**
 * Delivery as the reference API charges it (apps/api README: 15.00, free from 200.00 after the
 * discount; pickup free). Only the guest's estimate uses these: a customer sees the server's.
 */
export const ESTIMATED_DELIVERY = Object.freeze({ fee: 15, freeFrom: 200 });

/**
 * A guest's estimate of the totals, by the same rules the server applies: the subtotal of the
 * lines, core's coupon discount (an accepted coupon only), and delivery free from
 * `ESTIMATED_DELIVERY.freeFrom` after the discount — none at all with `delivery: false` (a cart
 * ordered where the shopper is: a restaurant's table or kiosk). Shown labelled as an estimate.
 */
export function estimateTotals(
  lines: readonly Pick<CartLine, "price" | "qty">[],
  coupon: Pick<CouponData, "discount_type" | "discount_value"> | null,
  { delivery = true }: { delivery?: boolean } = {},
): CartTotalsValue {
  const subtotalMinor = toMinorUnits(linesSubtotal(lines));
  const discountMinor = coupon ? toMinorUnits(couponDiscount(coupon, fromMinorUnits(subtotalMinor))) : 0;
  const goodsMinor = subtotalMinor - discountMinor;
  const deliveryMinor =
    !delivery || subtotalMinor === 0 || goodsMinor >= toMinorUnits(ESTIMATED_DELIVERY.freeFrom)
      ? 0
      : toMinorUnits(ESTIMATED_DELIVERY.fee);
  return {
    subtotal: fromMinorUnits(subtotalMinor),
    discount: fromMinorUnits(discountMinor),
    delivery: fromMinorUnits(deliveryMinor),
    total: fromMinorUnits(goodsMinor + deliveryMinor),
  };
}
