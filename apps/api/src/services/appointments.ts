import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { appointments, services, staff } from "../db/schema";
import { iso } from "../lib/dates";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { ownedBy } from "./customer-rows";
import { daySlots, loadServiceAndStaff, overlapping } from "./slots";

type AppointmentRow = typeof appointments.$inferSelect;

/** Appointment records with their service and staff. */
async function appointmentRecords(db: Db | Tx, tenant: Tenant, rows: AppointmentRow[]) {
  if (rows.length === 0) return [];
  const [serviceRows, staffRows] = await Promise.all([
    db
      .select()
      .from(services)
      .where(
        and(
          eq(services.tenantId, tenant.id),
          inArray(
            services.id,
            rows.map((r) => r.serviceId),
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
            rows.map((r) => r.staffId),
          ),
        ),
      ),
  ]);
  const now = Date.now();
  return rows.map((row) => {
    const service = serviceRows.find((s) => s.id === row.serviceId);
    const person = staffRows.find((s) => s.id === row.staffId);
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
      status: row.status as "booked",
      price: toMajor(row.priceMinor),
      note: row.note,
      can_cancel: row.status === "booked" && row.startsAt.getTime() > now,
    };
  });
}

/** The appointment record of one row. */
async function appointmentRecord(db: Db, tenant: Tenant, row: AppointmentRow) {
  const [record] = await appointmentRecords(db, tenant, [row]);
  if (!record) throw new Error("appointment record missing");
  return record;
}

/** A booking: which service, with whom, when (a slot start), and a note. */
export interface Booking {
  service_id: string;
  staff_id: string;
  starts_at: string;
  note?: string | null | undefined;
}

/**
 * Books a slot for the customer. The person's bookings are serialised by an advisory lock, so of
 * two requests for one slot exactly one wins (409 `slot_taken`); a time that is not a future slot
 * start of the person's hours is 422 `slot_unavailable`.
 */
export async function bookAppointment(db: Db, tenant: Tenant, customer: Customer, booking: Booking) {
  const start = new Date(booking.starts_at);
  const row = await db.transaction(async (tx) => {
    const { service, person } = await loadServiceAndStaff(tx, tenant, booking.service_id, booking.staff_id);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff:${person.id}`}))`);
    const grid = await daySlots(tx, tenant, person.id, start.toISOString().slice(0, 10), service.durationMin);
    const slot = grid.find((s) => s.start.getTime() === start.getTime());
    if (!slot || start.getTime() <= Date.now()) {
      throw unprocessable("slot_unavailable", "This time is not bookable");
    }
    if ((await overlapping(tx, tenant, person.id, slot.start, slot.end)).length > 0) {
      throw conflict("slot_taken", "This time was just booked by someone else");
    }
    const [created] = await tx
      .insert(appointments)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        staffId: person.id,
        serviceId: service.id,
        startsAt: slot.start,
        endsAt: slot.end,
        priceMinor: service.priceMinor,
        note: booking.note ?? null,
      })
      .returning();
    return created;
  });
  if (!row) throw new Error("appointment insert returned nothing");
  return appointmentRecord(db, tenant, row);
}

/** Cancels one of the customer's future booked appointments (409 `not_cancellable` otherwise). */
export async function cancelAppointment(db: Db, tenant: Tenant, customer: Customer, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(ownedBy(appointments, tenant, customer), eq(appointments.id, Number(id))))
    .limit(1);
  if (!row) throw notFound("appointment_not_found", "This appointment does not exist");
  if (row.status !== "booked" || row.startsAt.getTime() <= Date.now()) {
    throw conflict("not_cancellable", "This appointment can no longer be cancelled");
  }
  const [updated] = await db
    .update(appointments)
    .set({ status: "cancelled" })
    .where(eq(appointments.id, row.id))
    .returning();
  return appointmentRecord(db, tenant, updated ?? row);
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
