import type { LineDetails } from "@storefront/core/cart";
import type { OrderChannel } from "@storefront/core/contracts/api/checkout";
import type { Tx } from "../db/client";
import { type OrderLineOption, orderEvents, orderLines, orders, statementEntries } from "../db/schema";
import { humanRef } from "../lib/crypto";
import { isoDay } from "../lib/dates";
import type { Tenant } from "../tenancy";
import { type CouponUser, redeemCoupon } from "./coupons";

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
  options?: OrderLineOption[];
  /** The shopper's details of the line (note, for_name, date). */
  details?: LineDetails | null;
  qty: number;
  unitPriceMinor: number;
}

/** What an order placement decided, ready to be written. */
export interface OrderDraft {
  customerId: number | null;
  cartId: number | null;
  channel: OrderChannel;
  paymentMethod: string;
  paymentFails: boolean;
  deliveryMethod: string;
  address: Record<string, unknown> | null;
  couponCode: string | null;
  /** Who redeems the coupon (limits per customer and connection); the customer alone if absent. */
  couponUser?: CouponUser;
  totals: { subtotal: number; discount: number; delivery: number; tax: number; total: number };
  note: string | null;
  extra?: Record<string, unknown>;
  /** A restaurant order's first kitchen step (`received`); none for a shop's. */
  kitchenStatus?: "received" | null;
  /** The hash of the device that placed it (`orderDeviceKey`), which may then read its status. */
  deviceKey?: string | null;
  /** What the statement calls the order's debit (`Order <ref>` unless given); `{ref}` is replaced. */
  statementLabel?: { en: string; ar: string };
  lines: NewOrderLine[];
  /** Stock to take per variant when the order is written. */
  stockTakes?: Array<{ variantId: number | null; take: number }>;
}

/** Writes an order with its lines, coupon redemption, first timeline events and ledger entries. */
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
      kitchenStatus: draft.kitchenStatus ?? null,
      deviceKey: draft.deviceKey ?? null,
      createdAt,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  // Every channel's coupon is counted here, under the coupon's lock (usage limits).
  if (draft.couponCode) {
    const user = draft.couponUser ?? { customerId: draft.customerId, isGuest: false, clientKey: null };
    await redeemCoupon(tx, tenant, draft.couponCode, user, order.id);
  }
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
      details: line.details ?? null,
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
    const named = (text: string) => text.replaceAll("{ref}", order.orderRef);
    const label = draft.statementLabel
      ? { en: named(draft.statementLabel.en), ar: named(draft.statementLabel.ar) }
      : { en: `Order ${order.orderRef}`, ar: `طلب ${order.orderRef}` };
    await tx.insert(statementEntries).values([
      {
        tenantId: tenant.id,
        customerId: draft.customerId,
        kind: "order",
        ref: order.orderRef,
        description: label.en,
        descriptionLang: label,
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
