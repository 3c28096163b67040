import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { customerPlans, orders, paidPlans, voucherCodes, vouchers } from "../db/schema";
import { notFound } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { ownedBy } from "./customer-rows";
import { type OrderPayment, paymentFails, placeIdempotent } from "./order-placement";
import type { OrderDraft } from "./order-writer";
import { computeTotals } from "./pricing";
import { findVoucherCode, newVoucherCode, voucherCodeRecord } from "./voucher-codes";

/** VAT on plans and vouchers, as on the partner's products (included in the price). */
const VAT_BP = 1_500;

/** A one-line order of the booking channel: a plan or a voucher, paid by card, nothing delivered. */
function purchaseDraft(
  customer: Customer,
  payment: OrderPayment,
  item: { name: string; nameLang: Record<string, string> | null; priceMinor: number },
  extra: Record<string, unknown>,
  statementLabel: OrderDraft["statementLabel"],
): OrderDraft {
  return {
    customerId: customer.id,
    cartId: null,
    channel: "booking",
    paymentMethod: payment.payment_method,
    paymentFails: paymentFails(payment),
    deliveryMethod: "none",
    address: null,
    couponCode: null,
    totals: computeTotals([{ unitPriceMinor: item.priceMinor, qty: 1, taxRateBp: VAT_BP }], null, "none"),
    note: null,
    extra,
    statementLabel,
    lines: [{ name: item.name, nameLang: item.nameLang, qty: 1, unitPriceMinor: item.priceMinor }],
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * Buys a paid plan under an `Idempotency-Key` (`placeIdempotent`: a repeat replays the first
 * answer, a declined card buys nothing): an order of the plan's price, and the customer's plan
 * with all its sessions, valid for the plan's days.
 */
export async function purchasePlan(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  planId: string,
  payment: OrderPayment,
  idempotencyKey: string | undefined,
) {
  let plan: typeof paidPlans.$inferSelect | undefined;
  const expiresAt = (p: typeof paidPlans.$inferSelect) => inDays(p.validityDays);
  return placeIdempotent(
    db,
    tenant,
    { scope: `customer:${customer.id}`, key: idempotencyKey, body: { plan: planId, ...payment } },
    async (tx) => {
      [plan] = await tx
        .select()
        .from(paidPlans)
        .where(and(eq(paidPlans.tenantId, tenant.id), eq(paidPlans.id, Number(planId))))
        .limit(1);
      if (!plan) throw notFound("plan_not_found", "This plan does not exist");
      return purchaseDraft(
        customer,
        payment,
        plan,
        {
          purchase: "plan",
          plan_id: String(plan.id),
          sessions: plan.sessions,
          expires_at: expiresAt(plan).toISOString(),
        },
        { en: `${plan.name} ({ref})`, ar: `${plan.nameLang?.ar ?? plan.name} ({ref})` },
      );
    },
    async (tx: Tx, order) => {
      if (!plan) return;
      const [held] = await tx
        .insert(customerPlans)
        .values({
          tenantId: tenant.id,
          customerId: customer.id,
          planId: plan.id,
          orderId: order.id,
          sessions: plan.sessions,
          sessionsLeft: plan.sessions,
          expiresAt: expiresAt(plan),
        })
        .returning({ id: customerPlans.id });
      // The order's `extra` names the plan it bought (the contract's `customer_plan_id`), in the
      // answer and in every later read and replay of it.
      const [updated] = await tx
        .update(orders)
        .set({ extra: { ...order.extra, customer_plan_id: String(held?.id) } })
        .where(eq(orders.id, order.id))
        .returning();
      return updated;
    },
  );
}

/**
 * Buys a gift voucher under an `Idempotency-Key`: an order of the voucher's price and a new code
 * worth its value, valid for its days (the code is in the order's `extra`, so a replayed answer
 * names the same code).
 */
export async function purchaseVoucher(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  voucherId: string,
  payment: OrderPayment,
  idempotencyKey: string | undefined,
) {
  let sold: { voucher: typeof vouchers.$inferSelect; code: string; expiresAt: Date } | undefined;
  return placeIdempotent(
    db,
    tenant,
    { scope: `customer:${customer.id}`, key: idempotencyKey, body: { voucher: voucherId, ...payment } },
    async (tx) => {
      const [voucher] = await tx
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.tenantId, tenant.id), eq(vouchers.id, Number(voucherId))))
        .limit(1);
      if (!voucher) throw notFound("voucher_not_found", "This voucher does not exist");
      sold = { voucher, code: newVoucherCode(), expiresAt: inDays(voucher.validityDays) };
      return purchaseDraft(
        customer,
        payment,
        voucher,
        {
          purchase: "voucher",
          voucher_id: String(voucher.id),
          voucher_code: sold.code,
          value: toMajor(voucher.valueMinor),
          expires_at: sold.expiresAt.toISOString(),
        },
        { en: `${voucher.name} ({ref})`, ar: `${voucher.nameLang?.ar ?? voucher.name} ({ref})` },
      );
    },
    async (tx: Tx, order) => {
      if (!sold) return;
      await tx.insert(voucherCodes).values({
        tenantId: tenant.id,
        voucherId: sold.voucher.id,
        code: sold.code,
        valueMinor: sold.voucher.valueMinor,
        customerId: customer.id,
        orderId: order.id,
        expiresAt: sold.expiresAt,
      });
    },
  );
}

/** The customer's plans, newest first, with their sessions left. */
export async function customerPlanList(db: Db, tenant: Tenant, customer: Customer) {
  const rows = await db
    .select({ held: customerPlans, plan: paidPlans, orderRef: orders.orderRef })
    .from(customerPlans)
    .innerJoin(paidPlans, eq(paidPlans.id, customerPlans.planId))
    .innerJoin(orders, eq(orders.id, customerPlans.orderId))
    .where(ownedBy(customerPlans, tenant, customer))
    .orderBy(desc(customerPlans.id));
  return rows.map(({ held, plan, orderRef }) => ({
    _id: String(held.id),
    plan_id: String(plan.id),
    name: plan.name,
    name_lang: plan.nameLang,
    sessions: held.sessions,
    sessions_left: held.sessionsLeft,
    service_ids: plan.serviceIds?.map(String) ?? null,
    expires_at: held.expiresAt.toISOString(),
    order_ref: orderRef,
  }));
}

/** The vouchers the customer bought, newest first, with their codes and states. */
export async function customerVoucherList(db: Db, tenant: Tenant, customer: Customer) {
  const rows = await db
    .select({ code: voucherCodes, voucher: vouchers, orderRef: orders.orderRef })
    .from(voucherCodes)
    .innerJoin(vouchers, eq(vouchers.id, voucherCodes.voucherId))
    .innerJoin(orders, eq(orders.id, voucherCodes.orderId))
    .where(ownedBy(voucherCodes, tenant, customer))
    .orderBy(desc(voucherCodes.id));
  return rows.map(({ code, voucher, orderRef }) => ({
    ...voucherCodeRecord({ code, voucher }),
    _id: String(code.id),
    order_ref: orderRef,
    redeemed_at: code.redeemedAt?.toISOString() ?? null,
  }));
}

/** What a code is worth and whether it can pay (404 `voucher_not_found`). */
export async function voucherCheck(db: Db, tenant: Tenant, code: string) {
  return voucherCodeRecord(await findVoucherCode(db, tenant, code));
}
