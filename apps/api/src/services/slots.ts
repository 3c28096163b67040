import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { appointments, closedDays, services, slots, staff, staffServices } from "../db/schema";
import { notFound, unprocessable } from "../lib/errors";
import { weekdayOf, zonedInstant } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";

type ServiceRow = typeof services.$inferSelect;
type PersonRow = typeof staff.$inferSelect;
type HoursRow = typeof slots.$inferSelect;

/** A slot of one person: when it starts and ends. */
export interface PersonSlot {
  staffId: number;
  start: Date;
  end: Date;
}

/** A service and who may give it: the person asked for, or everyone who gives it ("anyone"). */
export interface BookingSubject {
  service: ServiceRow;
  people: PersonRow[];
}

/**
 * The service and its people: with `staffId`, that person (404 `staff_not_found`, 422
 * `service_not_offered` when they do not give it); without, everyone who gives it, by id.
 */
export async function bookingSubject(
  db: Db | Tx,
  tenant: Tenant,
  serviceId: string,
  staffId?: string | null,
): Promise<BookingSubject> {
  const [[service], people] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.tenantId, tenant.id), eq(services.id, Number(serviceId))))
      .limit(1),
    db
      .select({ person: staff })
      .from(staff)
      .innerJoin(staffServices, eq(staffServices.staffId, staff.id))
      .where(
        and(
          eq(staff.tenantId, tenant.id),
          eq(staffServices.serviceId, Number(serviceId)),
          ...(staffId ? [eq(staff.id, Number(staffId))] : []),
        ),
      )
      .orderBy(asc(staff.id)),
  ]);
  if (!service) throw notFound("service_not_found", "This service does not exist");
  if (staffId && people.length === 0) {
    const [person] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.tenantId, tenant.id), eq(staff.id, Number(staffId))))
      .limit(1);
    if (!person) throw notFound("staff_not_found", "This person does not exist");
    throw unprocessable("service_not_offered", `${person.name} does not offer ${service.name}`);
  }
  if (people.length === 0) throw unprocessable("service_not_offered", `Nobody offers ${service.name}`);
  return { service, people: people.map((row) => row.person) };
}

/** The weekly working hours of some people (every weekday, or one). */
export function workingHours(db: Db | Tx, tenant: Tenant, staffIds: number[], weekday?: number) {
  return db
    .select()
    .from(slots)
    .where(
      and(
        eq(slots.tenantId, tenant.id),
        inArray(slots.staffId, staffIds),
        ...(weekday ? [eq(slots.weekday, weekday)] : []),
      ),
    )
    .orderBy(asc(slots.staffId), asc(slots.startMinute));
}

/**
 * The slots of a local calendar day cut from working hours: every `stepMinutes` from a block's
 * start, as long as the service fits before the block ends; the wall-clock minutes are read in the
 * partner's time zone.
 */
export function cutSlots(
  day: string,
  hours: readonly HoursRow[],
  durationMin: number,
  timeZone: string,
): PersonSlot[] {
  const weekday = weekdayOf(day);
  const out: PersonSlot[] = [];
  for (const block of hours) {
    if (block.weekday !== weekday) continue;
    for (
      let minute = block.startMinute;
      minute + durationMin <= block.endMinute;
      minute += block.stepMinutes
    ) {
      const start = zonedInstant(day, minute, timeZone);
      out.push({ staffId: block.staffId, start, end: new Date(start.getTime() + durationMin * 60_000) });
    }
  }
  return out;
}

/** The day's slots of the people for the service, in the partner's zone. */
export async function daySlots(db: Db | Tx, tenant: Tenant, subject: BookingSubject, day: string) {
  const hours = await workingHours(
    db,
    tenant,
    subject.people.map((person) => person.id),
    weekdayOf(day),
  );
  return cutSlots(day, hours, subject.service.durationMin, tenant.timeZone);
}

/** The partner's closed day (a holiday) on a local day, if it is one. */
export async function closedDayOn(db: Db | Tx, tenant: Tenant, day: string) {
  const [row] = await db
    .select()
    .from(closedDays)
    .where(and(eq(closedDays.tenantId, tenant.id), eq(closedDays.day, day)))
    .limit(1);
  return row ?? null;
}

/**
 * Booked appointments of some people overlapping a time range; `exceptId` leaves one appointment
 * out (the one being moved, whose old time is given back).
 */
export function bookedBetween(
  db: Db | Tx,
  tenant: Tenant,
  staffIds: number[],
  start: Date,
  end: Date,
  exceptId?: number,
) {
  return db
    .select({ staffId: appointments.staffId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenant.id),
        inArray(appointments.staffId, staffIds),
        eq(appointments.status, "booked"),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
        ...(exceptId === undefined ? [] : [ne(appointments.id, exceptId)]),
      ),
    );
}

/** An appointment's time, as `bookedBetween` answers it. */
export type BookedTime = Awaited<ReturnType<typeof bookedBetween>>[number];

/** Whether a person's slot is still free: in the future and overlapping none of their bookings. */
export function isFree(slot: PersonSlot, booked: readonly BookedTime[], now: number): boolean {
  return (
    slot.start.getTime() > now &&
    !booked.some(
      (b) =>
        b.staffId === slot.staffId &&
        b.startsAt.getTime() < slot.end.getTime() &&
        b.endsAt.getTime() > slot.start.getTime(),
    )
  );
}

/**
 * The day's slots by start time (earliest first), each free when at least one of its people is:
 * one person's slots, or "anyone available"'s.
 */
export function slotsByStart(grid: readonly PersonSlot[], booked: readonly BookedTime[], now: number) {
  const byStart = new Map<number, { start: Date; end: Date; available: boolean }>();
  for (const slot of grid) {
    const key = slot.start.getTime();
    const free = isFree(slot, booked, now);
    const known = byStart.get(key);
    if (known) known.available ||= free;
    else byStart.set(key, { start: slot.start, end: slot.end, available: free });
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
