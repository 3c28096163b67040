import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import * as restaurant from "@storefront/core/contracts/api/restaurant";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { menuRecords } from "../services/menu";
import { placeKioskOrder, placeSugarOrder } from "../services/menu-orders";

/** Registers the menu, kiosk order and sugar checkout. */
export function registerRestaurantRoutes(app: Hono, services: Services) {
  route(app, services, restaurant.getMenu, async ({ db, tenant }) => ({
    data: await menuRecords(db, tenant),
  }));

  route(app, services, restaurant.placeKioskOrder, async ({ c, db, tenant, body }) => ({
    stored: await placeKioskOrder(db, tenant, body, c.req.header(IDEMPOTENCY_HEADER)),
  }));

  route(app, services, restaurant.sugarCheckout, async ({ c, db, tenant, customer, body }) => ({
    stored: await placeSugarOrder(db, tenant, customer, body, c.req.header(IDEMPOTENCY_HEADER)),
  }));
}
