import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { orderLines, orders } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import { pageOf } from "../lib/pagination";
import type { Tenant } from "../tenancy";
import { ownedBy } from "./customer-rows";
import { unitsPer } from "./line-quantities";
import { orderDetail, orderSummaryRecord } from "./order-records";

/** The rows of a page of orders matching `where`, newest first, and how many match in all. */
export async function orderRowsPage(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A page of orders matching `where`, newest first, with their item counts. */
async function orderPage(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const { rows, total } = await orderRowsPage(db, where, page, perPage);
  const units = await unitsPer(
    db,
    "order",
    rows.map((order) => order.id),
  );
  const items = rows.map((order) => orderSummaryRecord(order, units.get(order.id) ?? 0));
  return pageOf(items, page, perPage, total);
}

/** The customer's orders, a page at a time. */
export function customerOrders(db: Db, tenant: Tenant, customer: Customer, page: number, perPage: number) {
  return orderPage(db, ownedBy(orders, tenant, customer), page, perPage);
}

/** Orders holding a line of the customer's vendor (403 `not_a_vendor` for other customers). */
export function vendorOrders(db: Db, tenant: Tenant, customer: Customer, page: number, perPage: number) {
  if (!customer.isVendor || !customer.vendorId)
    throw new ApiError(403, "not_a_vendor", "This account is not a vendor");
  const where = and(
    eq(orders.tenantId, tenant.id),
    sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.vendor_id = ${customer.vendorId})`,
  );
  return orderPage(db, where, page, perPage);
}

/** One of the customer's orders by id or `order_ref`, in full, or 404 `order_not_found`. */
export async function customerOrder(db: Db, tenant: Tenant, customer: Customer, idOrRef: string) {
  const byRef = !/^\d+$/.test(idOrRef);
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        ownedBy(orders, tenant, customer),
        byRef ? eq(orders.orderRef, idOrRef) : eq(orders.id, Number(idOrRef)),
      ),
    )
    .limit(1);
  if (!order) throw notFound("order_not_found", "This order does not exist");
  return orderDetail(db, order);
}
