import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { appointments, services, slots, staff, staffServices } from "../db/schema";
import { isoWeekday } from "../lib/dates";
import { notFound, unprocessable } from "../lib/errors";
import type { Tenant } from "../tenancy";

/** The slot grid of one person on one UTC day for a service duration. */
export async function daySlots(
  db: Db | Tx,
  tenant: Tenant,
  staffId: number,
  day: string,
  durationMin: number,
) {
  const date = new Date(`${day}T00:00:00.000Z`);
  const hours = await db
    .select()
    .from(slots)
    .where(
      and(eq(slots.tenantId, tenant.id), eq(slots.staffId, staffId), eq(slots.weekday, isoWeekday(date))),
    )
    .orderBy(asc(slots.startMinute));
  const out: Array<{ start: Date; end: Date }> = [];
  for (const block of hours) {
    for (
      let minute = block.startMinute;
      minute + durationMin <= block.endMinute;
      minute += block.stepMinutes
    ) {
      const start = new Date(date.getTime() + minute * 60_000);
      out.push({ start, end: new Date(start.getTime() + durationMin * 60_000) });
    }
  }
  return out;
}

/** A service and a person of the tenant, and that the person offers it (404 / 422 otherwise). */
export async function loadServiceAndStaff(db: Db | Tx, tenant: Tenant, serviceId: string, staffId: string) {
  const [[service], [person], [link]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.tenantId, tenant.id), eq(services.id, Number(serviceId))))
      .limit(1),
    db
      .select()
      .from(staff)
      .where(and(eq(staff.tenantId, tenant.id), eq(staff.id, Number(staffId))))
      .limit(1),
    db
      .select()
      .from(staffServices)
      .where(and(eq(staffServices.staffId, Number(staffId)), eq(staffServices.serviceId, Number(serviceId))))
      .limit(1),
  ]);
  if (!service) throw notFound("service_not_found", "This service does not exist");
  if (!person) throw notFound("staff_not_found", "This person does not exist");
  if (!link) throw unprocessable("service_not_offered", `${person.name} does not offer ${service.name}`);
  return { service, person };
}

/** Booked appointments of a person overlapping a time range. */
export function overlapping(db: Db | Tx, tenant: Tenant, staffId: number, start: Date, end: Date) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenant.id),
        eq(appointments.staffId, staffId),
        eq(appointments.status, "booked"),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
      ),
    );
}

/** The bookable slots of a person for a service on a day: each with whether it is still free. */
export async function slotList(
  db: Db,
  tenant: Tenant,
  query: { staff_id: string; service_id: string; date: string },
) {
  const { service, person } = await loadServiceAndStaff(db, tenant, query.service_id, query.staff_id);
  const grid = await daySlots(db, tenant, person.id, query.date, service.durationMin);
  if (grid.length === 0) return [];
  const first = grid[0]?.start ?? new Date();
  const last = grid[grid.length - 1]?.end ?? new Date();
  const booked = await overlapping(db, tenant, person.id, first, last);
  const now = Date.now();
  return grid.map(({ start, end }) => ({
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    available:
      start.getTime() > now &&
      !booked.some((b) => b.startsAt.getTime() < end.getTime() && b.endsAt.getTime() > start.getTime()),
  }));
}
