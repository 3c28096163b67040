import type { RETURN_REASONS } from "@storefront/core/contracts/api/account";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { orderLines, orders, returnLines, returns } from "../db/schema";
import { humanRef } from "../lib/crypto";
import { iso } from "../lib/dates";
import { notFound, unprocessable } from "../lib/errors";
import { allocate, toMajor, unitsRefund } from "../lib/money";
import { pageOf } from "../lib/pagination";
import type { Tenant } from "../tenancy";
import { ownedBy } from "./customer-rows";
import { unitsPer } from "./line-quantities";
import { orderDetail } from "./order-records";

type ReturnRow = typeof returns.$inferSelect;
type ReturnReason = (typeof RETURN_REASONS)[number];

/** A return in lists. */
function returnSummary(row: ReturnRow, orderRef: string, items: number) {
  return {
    _id: String(row.id),
    return_ref: row.returnRef,
    order_id: String(row.orderId),
    order_ref: orderRef,
    status: row.status as "requested",
    reason: row.reason as ReturnReason,
    refund: toMajor(row.refundMinor),
    item_count: items,
    created_at: iso(row.createdAt),
  };
}

/** A return with its lines. */
async function returnDetail(db: Db, row: ReturnRow, orderRef: string) {
  const lines = await db
    .select({ line: returnLines, orderLine: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, row.id))
    .orderBy(asc(returnLines.id));
  return {
    ...returnSummary(
      row,
      orderRef,
      lines.reduce((sum, l) => sum + l.line.qty, 0),
    ),
    note: row.note,
    lines: lines.map(({ line, orderLine }) => ({
      order_line_id: String(orderLine.id),
      name: orderLine.name,
      name_lang: orderLine.nameLang,
      image: orderLine.image,
      qty: line.qty,
      unit_price: toMajor(orderLine.unitPriceMinor),
    })),
  };
}

/** The customer's returns, newest first, a page at a time. */
export async function customerReturns(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  page: number,
  perPage: number,
) {
  const where = ownedBy(returns, tenant, customer);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ret: returns,
        orderRef: orders.orderRef,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(returns).where(where),
  ]);
  const units = await unitsPer(
    db,
    "return",
    rows.map((row) => row.ret.id),
  );
  const items = rows.map((row) => returnSummary(row.ret, row.orderRef, units.get(row.ret.id) ?? 0));
  return pageOf(items, page, perPage, Number(count?.n ?? 0));
}

/** One of the customer's returns with its lines, or 404 `return_not_found`. */
export async function customerReturn(db: Db, tenant: Tenant, customer: Customer, id: string) {
  const [row] = await db
    .select({ ret: returns, orderRef: orders.orderRef })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(ownedBy(returns, tenant, customer), eq(returns.id, Number(id))))
    .limit(1);
  if (!row) throw notFound("return_not_found", "This return does not exist");
  return returnDetail(db, row.ret, row.orderRef);
}

/** A return request: which order, why, and how many of which lines. */
export interface ReturnRequest {
  order_id: string;
  reason: ReturnReason;
  note?: string | null | undefined;
  lines: Array<{ order_line_id: string; qty: number }>;
}

/**
 * Requests a return of delivered lines, refunding what the units cost: their share of the line
 * after the order's coupon discount (never the list price, never more than was paid). The order
 * is locked while the returnable quantities are checked, so two requests cannot both take the last unit.
 */
export async function requestReturn(db: Db, tenant: Tenant, customer: Customer, request: ReturnRequest) {
  const created = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(ownedBy(orders, tenant, customer), eq(orders.id, Number(request.order_id))))
      .for("update")
      .limit(1);
    if (!order) throw notFound("order_not_found", "This order does not exist");
    const detail = await orderDetail(tx, order);
    if (!detail.can_return) throw unprocessable("order_not_returnable", "This order cannot be returned");
    // What each line really cost: its total less its share of the order's discount.
    const paid = allocate(
      order.discountMinor,
      detail.lines.map((line) => Math.round(line.line_total * 100)),
    ).map((discount, i) => Math.round((detail.lines[i]?.line_total ?? 0) * 100) - discount);
    let refund = 0;
    const wanted = new Map<string, number>();
    for (const line of request.lines)
      wanted.set(line.order_line_id, (wanted.get(line.order_line_id) ?? 0) + line.qty);
    for (const [lineId, qty] of wanted) {
      const index = detail.lines.findIndex((l) => l._id === lineId);
      const line = detail.lines[index];
      if (!line) throw unprocessable("invalid_return_line", "A line is not part of this order");
      if (qty > line.returnable_qty) {
        throw unprocessable(
          "return_qty_exceeded",
          `At most ${line.returnable_qty} of ${line.name} can be returned`,
        );
      }
      refund += unitsRefund(paid[index] ?? 0, line.qty, line.qty - line.returnable_qty, qty);
    }
    const [ret] = await tx
      .insert(returns)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        orderId: order.id,
        returnRef: humanRef("RT"),
        reason: request.reason,
        note: request.note ?? null,
        refundMinor: refund,
      })
      .returning();
    if (!ret) throw new Error("return insert returned nothing");
    await tx.insert(returnLines).values(
      [...wanted].map(([lineId, qty]) => ({
        tenantId: tenant.id,
        returnId: ret.id,
        orderLineId: Number(lineId),
        qty,
      })),
    );
    return { ret, orderRef: order.orderRef };
  });
  return returnDetail(db, created.ret, created.orderRef);
}
