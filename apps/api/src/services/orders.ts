import type { OrderDetail } from "@storefront/core/contracts/api/checkout";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  idempotencyKeys,
  orderEvents,
  orderLines,
  orders,
  returnLines,
  returns,
  statementEntries,
} from "../db/schema";
import { humanRef, sha256 } from "../lib/crypto";
import { iso, isoDay } from "../lib/dates";
import { ApiError } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { totalsRecord } from "./pricing";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** An order in lists. */
export function orderSummaryRecord(order: OrderRow, itemCount: number) {
  return {
    _id: String(order.id),
    order_ref: order.orderRef,
    channel: order.channel as "shop" | "kiosk" | "sugar",
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
  };
}

/** A line to write into an order (minor units). */
export interface NewOrderLine {
  productId?: number | null;
  variantId?: number | null;
  otherUnitPriceId?: number | null;
  menuItemId?: number | null;
  vendorId?: number | null;
  name: string;
  nameLang: Record<string, string> | null;
  sku?: string | null;
  image?: string | null;
  options?: Array<{ id: string; name: string; price: number }>;
  qty: number;
  unitPriceMinor: number;
}

/** What an order placement decided, ready to be written. */
export interface OrderDraft {
  customerId: number | null;
  cartId: number | null;
  channel: "shop" | "kiosk" | "sugar";
  paymentMethod: string;
  paymentFails: boolean;
  deliveryMethod: string;
  address: Record<string, unknown> | null;
  couponCode: string | null;
  totals: { subtotal: number; discount: number; delivery: number; tax: number; total: number };
  note: string | null;
  extra?: Record<string, unknown>;
  lines: NewOrderLine[];
  /** Stock to take per variant when the order is written. */
  stockTakes?: Array<{ variantId: number | null; take: number }>;
}

/** The stored answer of an idempotent call. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs an order placement under an `Idempotency-Key`, in one transaction: the key's scope is
 * locked (a transaction-level advisory lock, so concurrent repeats wait), a key seen before
 * replays its stored answer, and otherwise `decide` computes the order and it is written with the
 * answer. Business errors (ApiError) roll back and store nothing, so they can be retried.
 */
export async function placeIdempotent(
  db: Db,
  tenant: Tenant,
  input: { scope: string; key: string | undefined; body: unknown },
  decide: (tx: Tx) => Promise<OrderDraft>,
  afterWrite?: (tx: Tx, order: OrderRow, draft: OrderDraft) => Promise<void>,
): Promise<StoredAnswer> {
  if (!input.key) {
    throw new ApiError(400, "idempotency_key_required", "Send an Idempotency-Key header (8–128 characters)");
  }
  if (!/^[A-Za-z0-9_.:-]{8,128}$/.test(input.key)) {
    throw new ApiError(400, "validation_failed", "Invalid Idempotency-Key", [
      { path: "headers.idempotency-key", message: "Expected 8 to 128 letters, digits or _ . : -" },
    ]);
  }
  const key = input.key;
  const requestHash = sha256(JSON.stringify(input.body));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenant.id}:${input.scope}`}))`);
    const [seen] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenant.id),
          eq(idempotencyKeys.scope, input.scope),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    if (seen) {
      if (seen.requestHash !== requestHash) {
        throw new ApiError(
          422,
          "idempotency_key_reused",
          "This Idempotency-Key was used for another request",
        );
      }
      return { status: seen.statusCode, body: seen.response };
    }
    const draft = await decide(tx);
    let answer: StoredAnswer;
    let orderId: number | null = null;
    if (draft.paymentFails) {
      answer = {
        status: 402,
        body: {
          status: "error",
          code: "payment_failed",
          msg: "The payment was declined. Your cart is kept.",
        },
      };
    } else {
      const order = await writeOrder(tx, tenant, draft);
      if (afterWrite) await afterWrite(tx, order, draft);
      orderId = order.id;
      answer = {
        status: 201,
        body: { status: "success", msg: "Order placed", data: await orderDetail(tx, order) },
      };
    }
    await tx.insert(idempotencyKeys).values({
      tenantId: tenant.id,
      scope: input.scope,
      key,
      requestHash,
      statusCode: answer.status,
      response: answer.body,
      orderId,
    });
    return answer;
  });
}

/** Writes an order with its lines, first timeline events and ledger entries. */
export async function writeOrder(tx: Tx, tenant: Tenant, draft: OrderDraft, createdAt = new Date()) {
  const paid = draft.paymentMethod === "card";
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId: tenant.id,
      customerId: draft.customerId,
      orderRef: humanRef("SF", createdAt),
      cartId: draft.cartId,
      channel: draft.channel,
      status: paid ? "paid" : "placed",
      paymentMethod: draft.paymentMethod,
      paymentStatus: paid ? "paid" : "pending",
      deliveryMethod: draft.deliveryMethod,
      address: draft.address,
      couponCode: draft.couponCode,
      subtotalMinor: draft.totals.subtotal,
      discountMinor: draft.totals.discount,
      deliveryMinor: draft.totals.delivery,
      taxMinor: draft.totals.tax,
      totalMinor: draft.totals.total,
      currency: tenant.currency,
      note: draft.note,
      extra: draft.extra ?? {},
      createdAt,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await tx.insert(orderLines).values(
    draft.lines.map((line) => ({
      tenantId: tenant.id,
      orderId: order.id,
      productId: line.productId ?? null,
      variantId: line.variantId ?? null,
      otherUnitPriceId: line.otherUnitPriceId ?? null,
      menuItemId: line.menuItemId ?? null,
      vendorId: line.vendorId ?? null,
      name: line.name,
      nameLang: line.nameLang,
      sku: line.sku ?? null,
      image: line.image ?? null,
      options: line.options ?? [],
      qty: line.qty,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.unitPriceMinor * line.qty,
    })),
  );
  await tx
    .insert(orderEvents)
    .values([
      { tenantId: tenant.id, orderId: order.id, status: "placed", at: createdAt },
      ...(paid ? [{ tenantId: tenant.id, orderId: order.id, status: "paid", at: createdAt }] : []),
    ]);
  if (draft.customerId !== null) {
    const day = isoDay(createdAt);
    await tx.insert(statementEntries).values([
      {
        tenantId: tenant.id,
        customerId: draft.customerId,
        kind: "order",
        ref: order.orderRef,
        description: `Order ${order.orderRef}`,
        descriptionLang: { en: `Order ${order.orderRef}`, ar: `طلب ${order.orderRef}` },
        debitMinor: order.totalMinor,
        entryDate: day,
      },
      ...(paid
        ? [
            {
              tenantId: tenant.id,
              customerId: draft.customerId,
              kind: "payment",
              ref: order.orderRef,
              description: `Card payment for ${order.orderRef}`,
              descriptionLang: {
                en: `Card payment for ${order.orderRef}`,
                ar: `دفع بالبطاقة للطلب ${order.orderRef}`,
              },
              creditMinor: order.totalMinor,
              entryDate: day,
            },
          ]
        : []),
    ]);
  }
  return order;
}

/** Whether the simulated payment fails: a declined test card or the explicit flag. */
export function paymentFails(body: {
  payment_method: string;
  card_token?: string | undefined;
  simulate_payment_failure?: boolean | undefined;
}): boolean {
  if (body.simulate_payment_failure) return true;
  return body.payment_method === "card" && body.card_token === "tok_declined";
}

/** Card payments need a token. */
export function requireCardToken(body: { payment_method: string; card_token?: string | undefined }) {
  if (body.payment_method === "card" && !body.card_token) {
    throw new ApiError(422, "card_token_required", "Card payments need a card token (test: tok_visa)");
  }
}
