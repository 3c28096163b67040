import * as account from "@storefront/core/contracts/api/account";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { ApiError } from "../lib/errors";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "../services/addresses";
import { profileRecord } from "../services/customer-records";
import { customerOrder, customerOrders, vendorOrders } from "../services/order-history";
import { changePassword, updateProfile } from "../services/profile";
import { customerReturn, customerReturns, requestReturn } from "../services/returns";
import { accountStatement } from "../services/statement";

/** Registers profile, addresses, orders, returns and statement routes. */
export function registerAccountRoutes(app: Hono, services: Services) {
  route(app, services, account.getProfile, async ({ customer }) => ({ data: profileRecord(customer) }));

  route(app, services, account.updateProfile, async ({ c, db, tenant, customer, body, sessionHash }) => ({
    data: await updateProfile(db, tenant, customer, body, {
      clientAddress: services.clientAddress(c),
      keepSessionHash: sessionHash,
    }),
    msg: "Profile saved",
  }));

  route(app, services, account.changePassword, async ({ c, db, tenant, customer, body, sessionHash }) => {
    await changePassword(db, tenant, customer, body, sessionHash, services.clientAddress(c));
    return { data: null, msg: "Password changed" };
  });

  route(app, services, account.listAddresses, async ({ db, tenant, customer }) => ({
    data: await listAddresses(db, tenant, customer),
  }));

  route(app, services, account.createAddress, async ({ db, tenant, customer, body }) => ({
    data: await createAddress(db, tenant, customer, body),
    msg: "Address saved",
    status: 201,
  }));

  route(app, services, account.updateAddress, async ({ db, tenant, customer, params, body }) => ({
    data: await updateAddress(db, tenant, customer, params.id, body),
    msg: "Address saved",
  }));

  route(app, services, account.deleteAddress, async ({ db, tenant, customer, params }) => {
    await deleteAddress(db, tenant, customer, params.id);
    return { data: null, msg: "Address deleted" };
  });

  route(app, services, account.setDefaultAddress, async ({ db, tenant, customer, params }) => ({
    data: await setDefaultAddress(db, tenant, customer, params.id),
    msg: "Default address set",
  }));

  route(app, services, account.listOrders, async ({ db, tenant, customer, query }) => ({
    data: await customerOrders(db, tenant, customer, query.page ?? 1, query.per_page ?? 10),
  }));

  route(app, services, account.listVendorOrders, async ({ db, tenant, customer, query }) => ({
    data: await vendorOrders(db, tenant, customer, query.page ?? 1, query.per_page ?? 10),
  }));

  route(app, services, account.getOrder, async ({ db, tenant, customer, params }) => ({
    data: await customerOrder(db, tenant, customer, params.id),
  }));

  route(app, services, account.listReturns, async ({ db, tenant, customer, query }) => ({
    data: await customerReturns(db, tenant, customer, query.page ?? 1, query.per_page ?? 10),
  }));

  route(app, services, account.getReturn, async ({ db, tenant, customer, params }) => ({
    data: await customerReturn(db, tenant, customer, params.id),
  }));

  route(app, services, account.createReturn, async ({ db, tenant, customer, body }) => ({
    data: await requestReturn(db, tenant, customer, body),
    msg: "Return requested",
    status: 201,
  }));

  route(app, services, account.getStatement, async ({ db, tenant, customer, query }) => {
    if (query.from && query.to && query.from > query.to) {
      throw new ApiError(400, "validation_failed", "Invalid query", [
        { path: "query.from", message: "`from` must not be after `to`" },
      ]);
    }
    return { data: await accountStatement(db, tenant, customer, query) };
  });
}
