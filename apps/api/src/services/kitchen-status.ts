import { KITCHEN_STATUSES, type KitchenStatus } from "@storefront/core/contracts/api/checkout";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { orders } from "../db/schema";
import { tenantKey } from "../lib/crypto";
import { conflict, notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { orderDetail } from "./order-records";
import { requireRestaurant } from "./restaurant-access";

/** The hash a restaurant order keeps of the device that placed it (never the id itself). */
export function orderDeviceKey(tenant: Tenant, deviceId: string | undefined): string | null {
  return deviceId ? tenantKey(tenant.id, `device:${deviceId}`) : null;
}

/** Who asks where an order stands: the logged-in customer, and the device (`X-Device-Id`). */
export interface OrderWatcher {
  customer: Customer | null;
  deviceId: string | undefined;
}

const missing = () => notFound("order_not_found", "This order does not exist");

/**
 * Where one of the caller's restaurant orders stands. The order is the caller's when it is the
 * logged-in customer's or was placed from the same device; anything else — another tenant's,
 * another device's or customer's, a shop order — answers 404 like an order that does not exist.
 */
export async function menuOrderStatus(db: Db, tenant: Tenant, watcher: OrderWatcher, id: string) {
  requireRestaurant(tenant);
  const [order] = await db
    .select({
      id: orders.id,
      orderRef: orders.orderRef,
      status: orders.status,
      kitchenStatus: orders.kitchenStatus,
      customerId: orders.customerId,
      deviceKey: orders.deviceKey,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenant.id), eq(orders.id, Number(id))))
    .limit(1);
  if (!order?.kitchenStatus) throw missing();
  const deviceKey = orderDeviceKey(tenant, watcher.deviceId);
  const mine =
    (watcher.customer !== null && order.customerId === watcher.customer.id) ||
    (deviceKey !== null && order.deviceKey === deviceKey);
  if (!mine) throw missing();
  return {
    _id: String(order.id),
    order_ref: order.orderRef,
    status: order.status,
    kitchen_status: order.kitchenStatus as KitchenStatus,
  };
}

/**
 * Moves a restaurant order on in the kitchen, only forward (the row locked, so two screens cannot
 * both move it): 404 outside the tenant, 409 `not_a_kitchen_order` for a shop order, 409
 * `order_cancelled` once voided, 409 `not_forward` at or past the step asked for.
 */
export async function advanceKitchenStatus(
  db: Db,
  tenant: Tenant,
  id: string,
  next: Exclude<KitchenStatus, "received">,
) {
  const moved = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.id, Number(id))))
      .for("update")
      .limit(1);
    if (!order) throw missing();
    const current = order.kitchenStatus as KitchenStatus | null;
    if (!current) throw conflict("not_a_kitchen_order", "This order is not a restaurant order");
    if (order.status === "cancelled") throw conflict("order_cancelled", "This order was voided");
    if (KITCHEN_STATUSES.indexOf(next) <= KITCHEN_STATUSES.indexOf(current)) {
      throw conflict("not_forward", `This order is already ${current}`);
    }
    const [row] = await tx
      .update(orders)
      .set({ kitchenStatus: next })
      .where(eq(orders.id, order.id))
      .returning();
    return row ?? order;
  });
  return orderDetail(db, moved);
}
