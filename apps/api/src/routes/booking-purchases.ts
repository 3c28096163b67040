import * as purchases from "@storefront/core/contracts/api/booking-purchases";
import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { limitUnknownCodes } from "../services/address-limits";
import {
  customerPlanList,
  customerVoucherList,
  purchasePlan,
  purchaseVoucher,
  voucherCheck,
} from "../services/booking-purchases";

/** Registers the purchase of plans and vouchers, the customer's plans and vouchers, the voucher check. */
export function registerBookingPurchaseRoutes(app: Hono, services: Services) {
  route(app, services, purchases.purchasePaidPlan, async ({ c, db, tenant, customer, params, body }) => ({
    stored: await purchasePlan(db, tenant, customer, params.id, body, c.req.header(IDEMPOTENCY_HEADER)),
  }));

  route(app, services, purchases.purchaseVoucher, async ({ c, db, tenant, customer, params, body }) => ({
    stored: await purchaseVoucher(db, tenant, customer, params.id, body, c.req.header(IDEMPOTENCY_HEADER)),
  }));

  route(app, services, purchases.listMyPlans, async ({ db, tenant, customer }) => ({
    data: await customerPlanList(db, tenant, customer),
  }));

  route(app, services, purchases.listMyVouchers, async ({ db, tenant, customer }) => ({
    data: await customerVoucherList(db, tenant, customer),
  }));

  route(app, services, purchases.checkVoucher, async ({ c, db, tenant, query }) => ({
    data: await limitUnknownCodes(db, tenant, services.clientAddress(c), () =>
      voucherCheck(db, tenant, query.code),
    ),
  }));
}
