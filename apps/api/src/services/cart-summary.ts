import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import type { Tenant } from "../tenancy";
import { lineRecords, pricedCart } from "./cart";
import { type CouponRow, couponProblem, couponUsageProblem, couponUserOf, findCoupon } from "./coupons";
import { handoverOf, linesNeedDelivery } from "./delivery";
import { menuLineTotals } from "./menu-cart-lines";
import { totalsLines } from "./priced-lines";
import { computeTotals, totalsRecord } from "./pricing";

/**
 * The cart with the server's totals: lines priced now, the coupon's verdict (spec §5 message) when
 * one is given, delivery by method (none for a cart of digital lines only), and VAT included.
 */
export async function cartSummary(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  options: { coupon_code?: string | undefined; delivery_method?: "delivery" | "pickup" | undefined },
  clientAddress: string,
) {
  const cart = await pricedCart(db, tenant, customer);
  const lines = [...totalsLines(cart.priced), ...menuLineTotals(cart.menu)];
  let coupon: { code: string; valid: boolean; msg: string } | null = null;
  let applied: CouponRow | null = null;
  if (options.coupon_code) {
    const row = await findCoupon(db, tenant, options.coupon_code);
    const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.qty, 0);
    const problem =
      couponProblem(row, subtotal) ??
      (row && (await couponUsageProblem(db, row, couponUserOf(tenant, customer, clientAddress))));
    coupon = {
      code: options.coupon_code.toUpperCase(),
      valid: problem === null,
      msg: problem ?? "Coupon applied",
    };
    if (!problem) applied = row;
  }
  const handover = handoverOf(linesNeedDelivery(cart.priced, cart.menu.length), options.delivery_method, {
    required: false,
  });
  const totals = computeTotals(lines, applied, handover);
  return {
    lines: lineRecords(tenant, cart),
    item_count: lines.reduce((sum, line) => sum + line.qty, 0),
    totals: totalsRecord(totals, tenant.currency),
    coupon,
  };
}
