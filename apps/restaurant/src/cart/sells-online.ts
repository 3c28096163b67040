import type { Partner } from "@storefront/core/contracts/partner";

/**
 * True for a sugar partner (`isSugar`), whose cart checks out online (`/checkout-sugar`); a plain
 * restaurant has no online checkout (spec §2): its cart is ordered at the table or the kiosk.
 */
export function sellsOnline(partner: Partner): boolean {
  return partner.snachoo_settings.isSugar === true;
}
