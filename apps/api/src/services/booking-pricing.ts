import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { customerPlans, offers, paidPlans, type services } from "../db/schema";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import { clockTime, zonedParts } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";
import { findVoucherCode, redeemOnce, usableVoucher } from "./voucher-codes";

type ServiceRow = typeof services.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

/** What a booking is priced from: the service, its start, and what the customer applies. */
export interface PricingInput {
  service: ServiceRow;
  start: Date;
  offerId?: string | null | undefined;
  voucherCode?: string | null | undefined;
  customerPlanId?: string | null | undefined;
}

/** A booking's price in minor units, with what paid for it. */
export interface BookingPrice {
  listPrice: number;
  discount: number;
  voucherAmount: number;
  planSession: boolean;
  price: number;
  offer: OfferRow | null;
  /** The voucher code row that pays `voucherAmount` (redeem it with the booking). */
  voucherCodeId: number | null;
  customerPlanId: number | null;
}

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * The offer, checked for this booking: it exists (404 `offer_not_found`), is still valid on the
 * appointment's day (422 `offer_expired`) and applies to its service, weekday and time (422
 * `offer_not_applicable`, saying why).
 */
async function applicableOffer(db: Db | Tx, tenant: Tenant, input: PricingInput, offerId: string) {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenant.id), eq(offers.id, Number(offerId))))
    .limit(1);
  if (!offer) throw notFound("offer_not_found", "This offer does not exist");
  const local = zonedParts(input.start, tenant.timeZone);
  if (offer.validUntil && local.day > offer.validUntil) {
    throw unprocessable("offer_expired", `This offer ended on ${offer.validUntil}.`);
  }
  if (offer.serviceId !== null && offer.serviceId !== input.service.id) {
    throw unprocessable("offer_not_applicable", `This offer is not for ${input.service.name}.`);
  }
  if (offer.weekdays && !offer.weekdays.includes(local.weekday)) {
    const days = offer.weekdays.map((day) => WEEKDAY_NAMES[day - 1]).join(", ");
    throw unprocessable("offer_not_applicable", `This offer is only for appointments on ${days}.`);
  }
  if (offer.startsBeforeMinute !== null && local.minute >= offer.startsBeforeMinute) {
    throw unprocessable(
      "offer_not_applicable",
      `This offer is only for appointments starting before ${clockTime(offer.startsBeforeMinute)}.`,
    );
  }
  return offer;
}

/**
 * The customer's plan, checked for this booking: theirs (404 `plan_not_found`), valid at the
 * appointment (422 `plan_expired`), for this service (422 `plan_not_applicable`) and with a
 * session left (409 `plan_used_up` — checked again when the session is taken).
 */
async function applicablePlan(
  db: Db | Tx,
  tenant: Tenant,
  customer: Customer,
  input: PricingInput,
  id: string,
) {
  const [row] = await db
    .select({ held: customerPlans, plan: paidPlans })
    .from(customerPlans)
    .innerJoin(paidPlans, eq(paidPlans.id, customerPlans.planId))
    .where(
      and(
        eq(customerPlans.tenantId, tenant.id),
        eq(customerPlans.customerId, customer.id),
        eq(customerPlans.id, Number(id)),
      ),
    )
    .limit(1);
  if (!row) throw notFound("plan_not_found", "This plan is not yours");
  if (row.held.expiresAt.getTime() <= input.start.getTime()) {
    throw unprocessable("plan_expired", "This plan ends before the appointment.");
  }
  if (row.plan.serviceIds && !row.plan.serviceIds.includes(input.service.id)) {
    throw unprocessable("plan_not_applicable", `${row.plan.name} does not cover ${input.service.name}.`);
  }
  if (row.held.sessionsLeft <= 0) throw planUsedUp();
  return row.held;
}

/** 409: no session left on the plan. */
function planUsedUp() {
  return conflict("plan_used_up", "Every session of this plan is used.");
}

/**
 * Prices a booking on the server: the service's price, less the offer's discount, then the
 * voucher up to what is left (a voucher is not spent on a booking that costs nothing); or a
 * session of the customer's plan, which pays it all and combines with neither (422
 * `cannot_combine`). Nothing is used up here: `takeBookingPayment` does it in the booking's
 * transaction.
 */
export async function priceBooking(
  db: Db | Tx,
  tenant: Tenant,
  input: PricingInput,
  customer?: Customer,
): Promise<BookingPrice> {
  const listPrice = input.service.priceMinor;
  if (input.customerPlanId) {
    if (input.offerId || input.voucherCode) {
      throw unprocessable(
        "cannot_combine",
        "A plan session pays the whole visit: remove the offer or voucher.",
      );
    }
    if (!customer) throw unprocessable("plan_not_applicable", "Log in to use your plan.");
    const held = await applicablePlan(db, tenant, customer, input, input.customerPlanId);
    return {
      listPrice,
      discount: 0,
      voucherAmount: 0,
      planSession: true,
      price: 0,
      offer: null,
      voucherCodeId: null,
      customerPlanId: held.id,
    };
  }
  const offer = input.offerId ? await applicableOffer(db, tenant, input, input.offerId) : null;
  const discount = offer ? Math.round((listPrice * offer.discountBp) / 10_000) : 0;
  const due = listPrice - discount;
  let voucherAmount = 0;
  let voucherCodeId: number | null = null;
  if (input.voucherCode) {
    const voucher = usableVoucher(await findVoucherCode(db, tenant, input.voucherCode));
    voucherAmount = Math.min(voucher.valueMinor, due);
    voucherCodeId = voucherAmount > 0 ? voucher.id : null;
  }
  return {
    listPrice,
    discount,
    voucherAmount,
    planSession: false,
    price: due - voucherAmount,
    offer,
    voucherCodeId,
    customerPlanId: null,
  };
}

/** A booking's price on the wire. */
export function bookingPriceRecord(
  price: Pick<BookingPrice, "listPrice" | "discount" | "voucherAmount" | "planSession" | "price">,
) {
  return {
    list_price: toMajor(price.listPrice),
    discount: toMajor(price.discount),
    voucher_amount: toMajor(price.voucherAmount),
    plan_session: price.planSession,
    price: toMajor(price.price),
  };
}

/**
 * Uses up what pays the booking, in its transaction: the plan's session and the voucher, each by a
 * conditional update, so of two bookings racing for the last session or one voucher exactly one
 * wins (409 `plan_used_up` / `voucher_used` for the other).
 */
export async function takeBookingPayment(tx: Tx, tenant: Tenant, price: BookingPrice) {
  if (price.customerPlanId !== null) {
    const taken = await tx
      .update(customerPlans)
      .set({ sessionsLeft: sql`${customerPlans.sessionsLeft} - 1` })
      .where(
        and(
          eq(customerPlans.tenantId, tenant.id),
          eq(customerPlans.id, price.customerPlanId),
          gt(customerPlans.sessionsLeft, 0),
        ),
      )
      .returning({ id: customerPlans.id });
    if (taken.length === 0) throw planUsedUp();
  }
  if (price.voucherCodeId !== null) await redeemOnce(tx, tenant, price.voucherCodeId);
}
