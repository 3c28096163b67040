import type { KitchenStatus, OrderChannel, OrderDetail } from "@storefront/core/contracts/api/checkout";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { orderEvents, orderLines, type orders, returnLines, returns } from "../db/schema";
import { iso } from "../lib/dates";
import { toMajor } from "../lib/money";
import { totalsRecord } from "./pricing";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** An order in lists. */
export function orderSummaryRecord(order: OrderRow, itemCount: number) {
  return {
    _id: String(order.id),
    order_ref: order.orderRef,
    channel: order.channel as OrderChannel,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_method: order.deliveryMethod,
    item_count: itemCount,
    total: toMajor(order.totalMinor),
    currency: order.currency,
    created_at: iso(order.createdAt),
  };
}

/** Quantities already asked back, per order line. */
async function returnedQuantities(db: Db | Tx, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: returnLines.orderLineId, qty: sql<number>`sum(${returnLines.qty})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returnLines.orderLineId, lineIds), sql`${returns.status} <> 'rejected'`))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, Number(row.qty)]));
}

/** Orders that can be returned: delivered ones. */
export const RETURNABLE_STATUSES = new Set(["delivered"]);

/** The full order record (lines, totals, timeline). */
export async function orderDetail(db: Db | Tx, order: OrderRow): Promise<OrderDetail> {
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const returned = await returnedQuantities(
    db,
    lines.map((line) => line.id),
  );
  const returnable = RETURNABLE_STATUSES.has(order.status) && order.customerId !== null;
  const lineRecords = lines.map((line: OrderLineRow) => ({
    _id: String(line.id),
    product_id: line.productId ? String(line.productId) : null,
    variant_id: line.variantId ? String(line.variantId) : null,
    other_unit_price_id: line.otherUnitPriceId ? String(line.otherUnitPriceId) : null,
    menu_item_id: line.menuItemId ? String(line.menuItemId) : null,
    name: line.name,
    name_lang: line.nameLang,
    sku: line.sku,
    image: line.image,
    options: line.options,
    details: line.details ?? null,
    qty: line.qty,
    unit_price: toMajor(line.unitPriceMinor),
    line_total: toMajor(line.lineTotalMinor),
    returnable_qty: returnable ? Math.max(0, line.qty - (returned.get(line.id) ?? 0)) : 0,
  }));
  return {
    ...orderSummaryRecord(
      order,
      lines.reduce((sum, line) => sum + line.qty, 0),
    ),
    lines: lineRecords,
    totals: totalsRecord(
      {
        subtotal: order.subtotalMinor,
        discount: order.discountMinor,
        delivery: order.deliveryMinor,
        tax: order.taxMinor,
        total: order.totalMinor,
      },
      order.currency,
    ),
    coupon_code: order.couponCode,
    address: order.address,
    note: order.note,
    timeline: events.map((event) => ({ status: event.status, at: iso(event.at), note: event.note })),
    can_return: lineRecords.some((line) => line.returnable_qty > 0),
    extra: order.extra,
    kitchen_status: order.kitchenStatus as KitchenStatus | null,
  };
}
