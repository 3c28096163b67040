import * as couponApi from "@storefront/core/contracts/api/coupon";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { limitUnknownCodes } from "../services/address-limits";
import { checkCoupon } from "../services/coupons";

/** Registers the coupon check. */
export function registerCouponRoutes(app: Hono, services: Services) {
  route(app, services, couponApi.checkCoupon, async ({ c, db, tenant, body }) => {
    const { rules, message } = await limitUnknownCodes(db, tenant, services.clientAddress(c), () =>
      checkCoupon(db, tenant, body.code),
    );
    return { data: rules, msg: message };
  });
}
