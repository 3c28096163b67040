import type { OrderChannel } from "@storefront/core/contracts/api/checkout";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  couponRedemptions,
  orderEvents,
  orderLines,
  orders,
  otherUnitPrices,
  statementEntries,
  stockLevels,
} from "../db/schema";
import { isoDay } from "../lib/dates";
import { conflict, notFound } from "../lib/errors";
import { pageOf } from "../lib/pagination";
import type { Tenant } from "../tenancy";
import { orderRowsPage } from "./order-history";
import { orderDetail } from "./order-records";
import { stockTaken } from "./priced-lines";
import type { StaffMember } from "./staff-keys";

/** What a staff list of orders filters on, and which page. */
export interface StaffOrderQuery {
  channel?: OrderChannel | undefined;
  status?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** The partner's orders, newest first, in full (lines, totals, timeline), a page at a time. */
export async function staffOrders(db: Db, tenant: Tenant, query: StaffOrderQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const where = and(
    eq(orders.tenantId, tenant.id),
    ...(query.channel ? [eq(orders.channel, query.channel)] : []),
    ...(query.status ? [eq(orders.status, query.status)] : []),
  );
  const { rows, total } = await orderRowsPage(db, where, page, perPage);
  const items = await Promise.all(rows.map((row) => orderDetail(db, row)));
  return pageOf(items, page, perPage, total);
}

/** Statuses an order can be voided from: placed, not yet on its way. */
const VOIDABLE = ["placed", "paid", "processing"];

/** Puts back the stock an order's lines took (in each variant's base unit, as it was taken). */
async function restoreStock(tx: Tx, tenant: Tenant, orderId: number) {
  const lines = await tx
    .select({ variantId: orderLines.variantId, unitId: orderLines.otherUnitPriceId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const unitIds = lines.flatMap((line) => (line.unitId === null ? [] : [line.unitId]));
  const units =
    unitIds.length > 0
      ? await tx
          .select({ id: otherUnitPrices.id, multiplier: otherUnitPrices.multiplier })
          .from(otherUnitPrices)
          .where(and(eq(otherUnitPrices.tenantId, tenant.id), inArray(otherUnitPrices.id, unitIds)))
      : [];
  for (const line of lines) {
    if (line.variantId === null) continue;
    const multiplier = units.find((unit) => unit.id === line.unitId)?.multiplier ?? 1;
    await tx
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} + ${stockTaken(line.qty, multiplier)}` })
      .where(and(eq(stockLevels.variantId, line.variantId), eq(stockLevels.tenantId, tenant.id)));
  }
}

/** Evens out the customer's statement: the order's debit is cancelled, a card payment refunded. */
async function evenOutStatement(tx: Tx, tenant: Tenant, order: typeof orders.$inferSelect, paid: boolean) {
  if (order.customerId === null) return;
  const entry = (kind: "adjustment" | "refund", en: string, ar: string) => ({
    tenantId: tenant.id,
    customerId: order.customerId as number,
    kind,
    ref: order.orderRef,
    description: en,
    descriptionLang: { en, ar },
    entryDate: isoDay(new Date()),
  });
  await tx.insert(statementEntries).values([
    {
      ...entry("adjustment", `Order ${order.orderRef} voided`, `إلغاء الطلب ${order.orderRef}`),
      creditMinor: order.totalMinor,
    },
    ...(paid
      ? [
          {
            ...entry(
              "refund",
              `Card refund for ${order.orderRef}`,
              `استرداد إلى البطاقة للطلب ${order.orderRef}`,
            ),
            debitMinor: order.totalMinor,
          },
        ]
      : []),
  ]);
}

/**
 * Voids one of the partner's orders (409 `not_voidable` once shipped, delivered or cancelled, or
 * for a plan or voucher purchase, whose plan or code lives on): in one transaction, with the
 * order's row locked so two voids cannot both give stock back — the status becomes cancelled with
 * the reason and who voided it in the timeline, the stock comes back, the coupon use is given
 * back, a card payment is marked refunded and the customer's statement evened out.
 */
export async function voidOrder(db: Db, tenant: Tenant, staff: StaffMember, id: string, reason?: string) {
  const voided = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.id, Number(id))))
      .for("update")
      .limit(1);
    if (!order) throw notFound("order_not_found", "This order does not exist");
    if (!VOIDABLE.includes(order.status) || order.channel === "booking") {
      throw conflict("not_voidable", `This order cannot be voided (${order.status})`);
    }
    const paid = order.paymentStatus === "paid";
    const [row] = await tx
      .update(orders)
      .set({ status: "cancelled", ...(paid ? { paymentStatus: "refunded" } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      tenantId: tenant.id,
      orderId: order.id,
      status: "cancelled",
      note: `Voided by ${staff.label}${reason ? `: ${reason}` : ""}`,
    });
    await restoreStock(tx, tenant, order.id);
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
    await evenOutStatement(tx, tenant, order, paid);
    return row ?? order;
  });
  return orderDetail(db, voided);
}
