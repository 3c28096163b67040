import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import * as restaurant from "@storefront/core/contracts/api/restaurant";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { menuOrderStatus } from "../services/kitchen-status";
import { menuRecords } from "../services/menu";
import { placeKioskOrder, placeSugarOrder } from "../services/menu-orders";
import { requireRestaurant } from "../services/restaurant-access";
import { findSessionCustomer } from "../services/sessions";

/** Registers the menu, kiosk and table orders, and the sugar checkout. */
export function registerRestaurantRoutes(app: Hono, services: Services) {
  route(app, services, restaurant.getMenu, async ({ db, tenant }) => {
    requireRestaurant(tenant);
    return { data: await menuRecords(db, tenant) };
  });

  route(app, services, restaurant.placeKioskOrder, async ({ c, db, tenant, body }) => {
    // Logged in or not: a diner with a session orders as themselves.
    const found = await findSessionCustomer(db, tenant, c.req.header("x-customer-token"));
    const caller = {
      customer: found?.customer ?? null,
      deviceId: c.req.header(restaurant.DEVICE_HEADER),
      clientAddress: services.clientAddress(c),
    };
    return { stored: await placeKioskOrder(db, tenant, caller, body, c.req.header(IDEMPOTENCY_HEADER)) };
  });

  route(app, services, restaurant.getMenuOrderStatus, async ({ c, db, tenant, params }) => {
    const found = await findSessionCustomer(db, tenant, c.req.header("x-customer-token"));
    const watcher = { customer: found?.customer ?? null, deviceId: c.req.header(restaurant.DEVICE_HEADER) };
    return { data: await menuOrderStatus(db, tenant, watcher, params.id) };
  });

  route(app, services, restaurant.sugarCheckout, async ({ c, db, tenant, customer, body }) => ({
    stored: await placeSugarOrder(db, tenant, customer, body, {
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
      clientAddress: services.clientAddress(c),
    }),
  }));
}
