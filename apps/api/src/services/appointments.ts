import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { appointments, customerPlans, offers, services, staff } from "../db/schema";
import { lockName } from "../lib/advisory-lock";
import { tenantKey } from "../lib/crypto";
import { iso } from "../lib/dates";
import { ApiError, conflict, notFound } from "../lib/errors";
import { toMajor } from "../lib/money";
import { zonedParts } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";
import { bookingWindow } from "./booking-calendar";
import { bookingPriceRecord, priceBooking, takeBookingPayment } from "./booking-pricing";
import { BOOKING_RULES, cancelDeadline, tooManyAppointments, unbookable } from "./booking-rules";
import { ownedBy } from "./customer-rows";
import { bookedBetween, bookingSubject, closedDayOn, daySlots, isFree, type PersonSlot } from "./slots";
import { releaseVoucher } from "./voucher-codes";

type AppointmentRow = typeof appointments.$inferSelect;

/** Appointment records with their service, staff and offer. */
async function appointmentRecords(db: Db | Tx, tenant: Tenant, rows: AppointmentRow[]) {
  if (rows.length === 0) return [];
  const ids = (pick: (row: AppointmentRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  const offerIds = ids((r) => r.offerId);
  const [serviceRows, staffRows, offerRows] = await Promise.all([
    db
      .select()
      .from(services)
      .where(
        and(
          eq(services.tenantId, tenant.id),
          inArray(
            services.id,
            ids((r) => r.serviceId),
          ),
        ),
      ),
    db
      .select()
      .from(staff)
      .where(
        and(
          eq(staff.tenantId, tenant.id),
          inArray(
            staff.id,
            ids((r) => r.staffId),
          ),
        ),
      ),
    offerIds.length > 0
      ? db
          .select()
          .from(offers)
          .where(and(eq(offers.tenantId, tenant.id), inArray(offers.id, offerIds)))
      : Promise.resolve([]),
  ]);
  const now = Date.now();
  return rows.map((row) => {
    const service = serviceRows.find((s) => s.id === row.serviceId);
    const person = staffRows.find((s) => s.id === row.staffId);
    const offer = offerRows.find((o) => o.id === row.offerId);
    const cancelUntil = cancelDeadline(row.startsAt);
    return {
      _id: String(row.id),
      service: {
        _id: String(row.serviceId),
        name: service?.name ?? "",
        name_lang: service?.nameLang ?? null,
      },
      staff: {
        _id: String(row.staffId),
        name: person?.name ?? "",
        name_lang: person?.nameLang ?? null,
        kind: person?.kind ?? "",
      },
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
      status: row.status as "booked" | "cancelled" | "completed",
      price: toMajor(row.priceMinor),
      pricing: bookingPriceRecord({
        // Appointments booked before prices were kept apart cost their price.
        listPrice: Math.max(row.listPriceMinor, row.priceMinor),
        discount: row.discountMinor,
        voucherAmount: row.voucherMinor,
        planSession: row.customerPlanId !== null,
        price: row.priceMinor,
      }),
      offer: offer ? { _id: String(offer.id), title: offer.title, title_lang: offer.titleLang } : null,
      note: row.note,
      can_cancel: row.status === "booked" && cancelUntil.getTime() > now,
      cancel_until: cancelUntil.toISOString(),
    };
  });
}

/** The appointment record of one row. */
async function appointmentRecord(db: Db, tenant: Tenant, row: AppointmentRow) {
  const [record] = await appointmentRecords(db, tenant, [row]);
  if (!record) throw new Error("appointment record missing");
  return record;
}

/** A booking: which service, with whom (or anyone), when (a slot start), how it is paid, a note. */
export interface Booking {
  service_id: string;
  staff_id?: string | null | undefined;
  starts_at: string;
  offer_id?: string | null | undefined;
  voucher_code?: string | null | undefined;
  customer_plan_id?: string | null | undefined;
  note?: string | null | undefined;
}

/** Where a booking comes from: hashes of the tenant and the client address, and of the device. */
export interface BookingCaller {
  clientKey: string;
  deviceKey: string | null;
}

/** The booking caller of a client address and an optional `X-Device-Id` (400 when malformed). */
export function bookingCallerOf(
  tenant: Tenant,
  clientAddress: string,
  deviceId: string | undefined,
): BookingCaller {
  if (deviceId !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(deviceId)) {
    throw new ApiError(400, "validation_failed", "Invalid X-Device-Id", [
      { path: "headers.x-device-id", message: "Expected 8 to 64 letters, digits, - or _" },
    ]);
  }
  return {
    clientKey: tenantKey(tenant.id, clientAddress),
    deviceKey: deviceId === undefined ? null : tenantKey(tenant.id, `device:${deviceId}`),
  };
}

/**
 * Holds the caps on upcoming booked appointments — per customer, per device, per client address —
 * inside the booking's transaction: each holder's advisory lock is taken before its count, so
 * concurrent bookings (several guest sessions of one person) are counted one after another.
 */
async function holdOpenAppointmentCaps(tx: Tx, tenant: Tenant, customer: Customer, caller: BookingCaller) {
  const open = and(
    eq(appointments.tenantId, tenant.id),
    eq(appointments.status, "booked"),
    gt(appointments.startsAt, new Date()),
  );
  const holders = [
    {
      holder: "customer" as const,
      lock: `customer:${tenant.id}:${customer.id}`,
      where: eq(appointments.customerId, customer.id),
      max: BOOKING_RULES.maxOpenAppointments,
    },
    ...(caller.deviceKey
      ? [
          {
            holder: "device" as const,
            lock: `device:${caller.deviceKey}`,
            where: eq(appointments.deviceKey, caller.deviceKey),
            max: BOOKING_RULES.maxOpenPerDevice,
          },
        ]
      : []),
    {
      holder: "address" as const,
      lock: `address:${caller.clientKey}`,
      where: eq(appointments.clientKey, caller.clientKey),
      max: BOOKING_RULES.maxOpenPerAddress,
    },
  ];
  for (const { holder, lock, where, max } of holders) {
    await lockName(tx, lock);
    const [held] = await tx.select({ n: count() }).from(appointments).where(and(open, where));
    if (Number(held?.n ?? 0) >= max) throw tooManyAppointments(holder);
  }
}

/**
 * Checks a start is bookable for the subject, in this order, each a 422 with its reason: not in
 * the past, within the booking window, not on a closed day (a holiday, or nobody works that
 * weekday), and a slot start of someone's working hours. Answers the people whose slot it is.
 */
async function bookableSlot(
  db: Db | Tx,
  tenant: Tenant,
  subject: Awaited<ReturnType<typeof bookingSubject>>,
  start: Date,
) {
  if (start.getTime() <= Date.now()) throw unbookable.past();
  const { day } = zonedParts(start, tenant.timeZone);
  if (day > bookingWindow(tenant).lastDay) throw unbookable.beyondWindow();
  const holiday = await closedDayOn(db, tenant, day);
  if (holiday) throw unbookable.closedDay(holiday.reason);
  const grid = await daySlots(db, tenant, subject, day);
  if (grid.length === 0) throw unbookable.closedDay();
  const slots = grid.filter((slot) => slot.start.getTime() === start.getTime());
  if (slots.length === 0) throw unbookable.outsideHours();
  return slots;
}

/**
 * The first of a start's person slots (by person id) still free, each checked under that person's
 * advisory lock, held to the end of the transaction (409 `slot_taken` when none is): booking and
 * moving an appointment claim a slot the same way. `exceptId`: the appointment being moved, whose
 * own time does not stand in its way.
 */
async function claimFreeSlot(tx: Tx, tenant: Tenant, slots: readonly PersonSlot[], exceptId?: number) {
  for (const candidate of [...slots].sort((a, b) => a.staffId - b.staffId)) {
    await lockName(tx, `staff:${candidate.staffId}`);
    const booked = await bookedBetween(
      tx,
      tenant,
      [candidate.staffId],
      candidate.start,
      candidate.end,
      exceptId,
    );
    if (isFree(candidate, booked, Date.now())) return candidate;
  }
  throw conflict("slot_taken", "This time was just booked by someone else");
}

/**
 * Books a slot for the customer, in one transaction. Two advisory locks make it safe under any
 * number of concurrent requests (PGlite runs one transaction at a time anyway): the customer's,
 * around the count of their upcoming appointments (409 `too_many_appointments` past the cap), and
 * each candidate person's, around the check that they are still free — so of twenty requests for
 * one slot exactly one is booked and the others get 409 `slot_taken`. "Anyone available" takes
 * the first free person by id. The unique index on (person, start) backs the lock up. The price is
 * the server's (`priceBooking`); the plan session and the voucher are used up in the same
 * transaction.
 */
export async function bookAppointment(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  booking: Booking,
  caller: BookingCaller,
) {
  const start = new Date(booking.starts_at);
  const row = await db.transaction(async (tx) => {
    const subject = await bookingSubject(tx, tenant, booking.service_id, booking.staff_id);
    const slots = await bookableSlot(tx, tenant, subject, start);
    const price = await priceBooking(
      tx,
      tenant,
      {
        service: subject.service,
        start,
        offerId: booking.offer_id,
        voucherCode: booking.voucher_code,
        customerPlanId: booking.customer_plan_id,
      },
      customer,
    );
    await holdOpenAppointmentCaps(tx, tenant, customer, caller);
    const slot = await claimFreeSlot(tx, tenant, slots);
    await takeBookingPayment(tx, tenant, price);
    const [created] = await tx
      .insert(appointments)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        clientKey: caller.clientKey,
        deviceKey: caller.deviceKey,
        staffId: slot.staffId,
        serviceId: subject.service.id,
        startsAt: slot.start,
        endsAt: slot.end,
        priceMinor: price.price,
        listPriceMinor: price.listPrice,
        discountMinor: price.discount,
        voucherMinor: price.voucherAmount,
        offerId: price.offer?.id ?? null,
        voucherCodeId: price.voucherCodeId,
        customerPlanId: price.customerPlanId,
        note: booking.note ?? null,
      })
      .returning();
    return created;
  });
  if (!row) throw new Error("appointment insert returned nothing");
  return appointmentRecord(db, tenant, row);
}

/** The price the server would charge for a booking (the same checks, nothing used up). */
export async function quoteBooking(
  db: Db,
  tenant: Tenant,
  booking: Omit<Booking, "note" | "customer_plan_id">,
) {
  const subject = await bookingSubject(db, tenant, booking.service_id, booking.staff_id);
  const start = new Date(booking.starts_at);
  return bookingPriceRecord(
    await priceBooking(db, tenant, {
      service: subject.service,
      start,
      offerId: booking.offer_id,
      voucherCode: booking.voucher_code,
    }),
  );
}

/**
 * Cancels one of the customer's booked appointments until its cancel deadline (409
 * `not_cancellable` after, or when it is not booked). What paid it comes back: the voucher can be
 * used again, the plan session is returned. A conditional update, so two cancels give back once.
 */
export async function cancelAppointment(db: Db, tenant: Tenant, customer: Customer, id: string) {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(appointments)
      .where(and(ownedBy(appointments, tenant, customer), eq(appointments.id, Number(id))))
      .limit(1);
    if (!found) throw notFound("appointment_not_found", "This appointment does not exist");
    const [updated] =
      cancelDeadline(found.startsAt).getTime() > Date.now()
        ? await tx
            .update(appointments)
            .set({ status: "cancelled" })
            .where(and(eq(appointments.id, found.id), eq(appointments.status, "booked")))
            .returning()
        : [];
    if (!updated) throw conflict("not_cancellable", "This appointment can no longer be cancelled");
    if (updated.voucherCodeId !== null) await releaseVoucher(tx, tenant, updated.voucherCodeId);
    if (updated.customerPlanId !== null) {
      await tx
        .update(customerPlans)
        .set({ sessionsLeft: sql`${customerPlans.sessionsLeft} + 1` })
        .where(and(eq(customerPlans.tenantId, tenant.id), eq(customerPlans.id, updated.customerPlanId)));
    }
    return updated;
  });
  return appointmentRecord(db, tenant, row);
}

/** Where a booked appointment moves: a start, with a person or (absent / null) anyone available. */
export interface Reschedule {
  starts_at: string;
  staff_id?: string | null | undefined;
}

/**
 * Moves one of the customer's booked appointments to another slot of its service, until its cancel
 * deadline (409 `not_reschedulable` after, or when it is not booked; 404 when it is not theirs), in
 * one transaction: the new start passes the booking's checks (`bookableSlot`), an offer it was
 * booked with must apply at the new time, and the slot is claimed as a booking claims it
 * (`claimFreeSlot`), its own old time left out. The id, the price and what paid it stay; the
 * update is conditional on the old start, so two moves at once move it once.
 */
export async function rescheduleAppointment(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  id: string,
  change: Reschedule,
) {
  const start = new Date(change.starts_at);
  const row = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(appointments)
      .where(and(ownedBy(appointments, tenant, customer), eq(appointments.id, Number(id))))
      .limit(1);
    if (!found) throw notFound("appointment_not_found", "This appointment does not exist");
    if (found.status !== "booked") {
      throw conflict(
        "not_reschedulable",
        found.status === "cancelled"
          ? "This appointment is cancelled: book a new one instead"
          : "This appointment has already taken place",
      );
    }
    if (cancelDeadline(found.startsAt).getTime() <= Date.now()) {
      throw conflict("not_reschedulable", "This appointment can no longer be moved");
    }
    const subject = await bookingSubject(tx, tenant, String(found.serviceId), change.staff_id);
    const slots = await bookableSlot(tx, tenant, subject, start);
    if (found.offerId !== null) {
      await priceBooking(tx, tenant, { service: subject.service, start, offerId: String(found.offerId) });
    }
    const slot = await claimFreeSlot(tx, tenant, slots, found.id);
    const [moved] = await tx
      .update(appointments)
      .set({ staffId: slot.staffId, startsAt: slot.start, endsAt: slot.end })
      .where(
        and(
          eq(appointments.id, found.id),
          eq(appointments.status, "booked"),
          eq(appointments.startsAt, found.startsAt),
        ),
      )
      .returning();
    if (!moved) throw conflict("not_reschedulable", "This appointment was just changed");
    return moved;
  });
  return appointmentRecord(db, tenant, row);
}

/** The customer's appointments: upcoming (soonest first), past or all (latest first). */
export async function customerAppointments(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  scope: "upcoming" | "past" | "all",
) {
  const now = new Date();
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        ownedBy(appointments, tenant, customer),
        ...(scope === "upcoming"
          ? [gte(appointments.startsAt, now)]
          : scope === "past"
            ? [lte(appointments.startsAt, now)]
            : []),
      ),
    )
    .orderBy(scope === "upcoming" ? asc(appointments.startsAt) : desc(appointments.startsAt));
  return appointmentRecords(db, tenant, rows);
}
