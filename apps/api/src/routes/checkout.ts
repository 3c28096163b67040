import * as checkoutApi from "@storefront/core/contracts/api/checkout";
import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { checkoutOptions } from "../services/checkout-options";
import { placeShopOrder } from "../services/shop-order";

/** Registers checkout options and order placement. */
export function registerCheckoutRoutes(app: Hono, services: Services) {
  route(app, services, checkoutApi.getCheckoutOptions, async ({ tenant }) => ({
    data: checkoutOptions(tenant),
  }));

  route(app, services, checkoutApi.placeOrder, async ({ c, db, tenant, customer, body }) => ({
    stored: await placeShopOrder(db, tenant, customer, body, {
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
      clientAddress: services.clientAddress(c),
    }),
  }));
}
