import * as staff from "@storefront/core/contracts/api/staff";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { advanceKitchenStatus } from "../services/kitchen-status";
import { staffOrders, voidOrder } from "../services/staff-orders";

/** Registers the staff calls: the partner's orders, voiding one, moving one on in the kitchen. */
export function registerStaffRoutes(app: Hono, services: Services) {
  route(app, services, staff.listStaffOrders, async ({ db, tenant, query }) => ({
    data: await staffOrders(db, tenant, query),
  }));

  route(app, services, staff.voidStaffOrder, async ({ db, tenant, staffMember, params, body }) => ({
    data: await voidOrder(db, tenant, staffMember, params.id, body.reason),
    msg: "Order voided",
  }));

  route(app, services, staff.advanceStaffOrder, async ({ db, tenant, params, body }) => ({
    data: await advanceKitchenStatus(db, tenant, params.id, body.kitchen_status),
    msg: "Order moved on",
  }));
}
