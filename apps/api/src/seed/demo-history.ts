import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import * as s from "../db/schema";
import { addDays } from "../lib/dates";
import { writeOrder } from "../services/order-writer";
import { computeTotals } from "../services/pricing";
import type { Tenant } from "../tenancy";
import { lang } from "./builders";

/** Past orders (delivered, one returned in part), addresses and ledger entries of the demo customer. */
export async function seedHistory(
  db: Db,
  tenant: Tenant,
  customerId: number,
  products: Array<{
    id: number;
    name: string;
    nameLang: Record<string, string> | null;
    sku: string;
    taxRateBp: number;
    defaultVariantId: number | null;
    variants: Array<{ id: number; priceMinor: number }>;
  }>,
) {
  const [home] = await db
    .insert(s.addresses)
    .values([
      {
        tenantId: tenant.id,
        customerId,
        label: "Home",
        name: "Sara Al-Harbi",
        phone: "500000000",
        countryCode: "966",
        line1: "King Fahd Road 1200",
        line2: "Building 7, flat 3",
        city: "Riyadh",
        region: "Riyadh",
        postalCode: "12211",
        country: "SA",
        isDefault: true,
      },
      {
        tenantId: tenant.id,
        customerId,
        label: "Office",
        name: "Sara Al-Harbi",
        phone: "500000000",
        countryCode: "966",
        line1: "Olaya Street 45",
        city: "Riyadh",
        region: "Riyadh",
        postalCode: "12244",
        country: "SA",
      },
    ])
    .returning();
  const now = new Date();
  const orderIds: Array<{ id: number; ref: string; total: number; lineId?: number }> = [];
  if (products.length > 0) {
    for (let k = 0; k < 3; k++) {
      const picks = products.slice(k * 2, k * 2 + 2).filter((p) => p.variants[0]);
      if (picks.length === 0) continue;
      const createdAt = new Date(now.getTime() - (40 - k * 12) * 86_400_000);
      const lines = picks.map((p, i) => ({
        productId: p.id,
        variantId: p.variants[0]!.id,
        name: p.name,
        nameLang: p.nameLang,
        sku: p.sku,
        image: `/images/variants/${p.variants[0]!.id}.svg`,
        qty: i + 1,
        unitPriceMinor: p.variants[0]!.priceMinor,
        taxRateBp: p.taxRateBp,
      }));
      const totals = computeTotals(lines, null, "delivery");
      const order = await writeOrder(
        db as unknown as Tx,
        tenant,
        {
          customerId,
          cartId: null,
          channel: "shop",
          paymentMethod: "card",
          paymentFails: false,
          deliveryMethod: "delivery",
          address: home
            ? {
                _id: String(home.id),
                name: home.name,
                line1: home.line1,
                city: home.city,
                country: home.country,
                phone: home.phone,
              }
            : null,
          couponCode: null,
          totals,
          note: null,
          lines,
        },
        createdAt,
      );
      const status = k === 2 ? "shipped" : "delivered";
      await db.update(s.orders).set({ status }).where(eq(s.orders.id, order.id));
      await db.insert(s.orderEvents).values([
        {
          tenantId: tenant.id,
          orderId: order.id,
          status: "shipped",
          at: new Date(createdAt.getTime() + 86_400_000),
        },
        ...(status === "delivered"
          ? [
              {
                tenantId: tenant.id,
                orderId: order.id,
                status: "delivered",
                at: new Date(createdAt.getTime() + 3 * 86_400_000),
              },
            ]
          : []),
      ]);
      const [line] = await db.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id)).limit(1);
      orderIds.push({ id: order.id, ref: order.orderRef, total: order.totalMinor, lineId: line?.id });
    }
  }
  const first = orderIds[0];
  if (first?.lineId) {
    const [line] = await db.select().from(s.orderLines).where(eq(s.orderLines.orderId, first.id)).limit(1);
    const [ret] = await db
      .insert(s.returns)
      .values({
        tenantId: tenant.id,
        customerId,
        orderId: first.id,
        returnRef: `RT-DEMO-${tenant.slug.toUpperCase()}`,
        status: "refunded",
        reason: "damaged",
        note: "The box arrived crushed.",
        refundMinor: line?.unitPriceMinor ?? 0,
        createdAt: new Date(now.getTime() - 30 * 86_400_000),
      })
      .returning();
    if (ret)
      await db
        .insert(s.returnLines)
        .values({ tenantId: tenant.id, returnId: ret.id, orderLineId: first.lineId, qty: 1 });
    await db.insert(s.statementEntries).values({
      tenantId: tenant.id,
      customerId,
      kind: "refund",
      ref: ret?.returnRef ?? null,
      description: "Refund for a damaged item",
      descriptionLang: lang("Refund for a damaged item", "استرداد لمنتج تالف"),
      creditMinor: line?.unitPriceMinor ?? 0,
      entryDate: addDays(now, -29),
    });
  }
  await db.insert(s.statementEntries).values([
    {
      tenantId: tenant.id,
      customerId,
      kind: "voucher",
      ref: "WELCOME-GIFT",
      description: "Welcome gift voucher",
      descriptionLang: lang("Welcome gift voucher", "قسيمة هدية ترحيبية"),
      creditMinor: 5000,
      entryDate: addDays(now, -45),
    },
    {
      tenantId: tenant.id,
      customerId,
      kind: "adjustment",
      ref: null,
      description: "Loyalty points redeemed",
      descriptionLang: lang("Loyalty points redeemed", "استبدال نقاط الولاء"),
      debitMinor: 2000,
      entryDate: addDays(now, -5),
    },
  ]);
}
