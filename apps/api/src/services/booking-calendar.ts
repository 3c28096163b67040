import { and, between, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { closedDays } from "../db/schema";
import { addCalendarDays, zonedInstant, zonedParts } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";
import { BOOKING_RULES } from "./booking-rules";
import {
  bookedBetween,
  bookingSubject,
  closedDayOn,
  cutSlots,
  daySlots,
  slotsByStart,
  workingHours,
} from "./slots";

/** Today and the last bookable day in the partner's zone. */
export function bookingWindow(tenant: Tenant, now = new Date()) {
  const today = zonedParts(now, tenant.timeZone).day;
  return { today, lastDay: addCalendarDays(today, BOOKING_RULES.windowDays - 1) };
}

/**
 * The slots of a service on a local day, for one person or anyone: none on a closed day or outside
 * the booking window; each slot free while someone who gives the service is free then.
 */
export async function slotList(
  db: Db,
  tenant: Tenant,
  query: { staff_id?: string | undefined; service_id: string; date: string },
) {
  const subject = await bookingSubject(db, tenant, query.service_id, query.staff_id);
  const { today, lastDay } = bookingWindow(tenant);
  if (query.date < today || query.date > lastDay) return [];
  if (await closedDayOn(db, tenant, query.date)) return [];
  const grid = await daySlots(db, tenant, subject, query.date);
  if (grid.length === 0) return [];
  const booked = await bookedBetween(
    db,
    tenant,
    subject.people.map((person) => person.id),
    zonedInstant(query.date, 0, tenant.timeZone),
    zonedInstant(addCalendarDays(query.date, 1), 0, tenant.timeZone),
  );
  return slotsByStart(grid, booked, Date.now()).map(({ start, end, available }) => ({
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    available,
  }));
}

/**
 * The booking calendar of a service (one person, or anyone): every day of the window with its
 * state — closed (a holiday, or nobody works that weekday), full, or open with its free slots —
 * and the partner's zone, cancel rule and address. Three queries for the whole window.
 */
export async function bookingCalendar(
  db: Db,
  tenant: Tenant,
  query: { service_id: string; staff_id?: string | undefined },
) {
  const subject = await bookingSubject(db, tenant, query.service_id, query.staff_id);
  const { today, lastDay } = bookingWindow(tenant);
  const staffIds = subject.people.map((person) => person.id);
  const [hours, holidays, booked] = await Promise.all([
    workingHours(db, tenant, staffIds),
    db
      .select()
      .from(closedDays)
      .where(and(eq(closedDays.tenantId, tenant.id), between(closedDays.day, today, lastDay))),
    bookedBetween(
      db,
      tenant,
      staffIds,
      zonedInstant(today, 0, tenant.timeZone),
      zonedInstant(addCalendarDays(lastDay, 1), 0, tenant.timeZone),
    ),
  ]);
  const now = Date.now();
  const days = [];
  for (let day = today; day <= lastDay; day = addCalendarDays(day, 1)) {
    const holiday = holidays.find((row) => row.day === day);
    const grid = holiday ? [] : cutSlots(day, hours, subject.service.durationMin, tenant.timeZone);
    const free = slotsByStart(grid, booked, now).filter((slot) => slot.available).length;
    days.push({
      date: day,
      state: grid.length === 0 ? ("closed" as const) : free > 0 ? ("open" as const) : ("full" as const),
      free,
      reason: holiday?.reason ?? null,
      reason_lang: holiday?.reasonLang ?? null,
    });
  }
  return {
    time_zone: tenant.timeZone,
    today,
    last_day: lastDay,
    cancel_notice_hours: BOOKING_RULES.cancelNoticeHours,
    max_open_appointments: BOOKING_RULES.maxOpenAppointments,
    location: {
      name: tenant.name,
      name_lang: tenant.nameLang,
      address: tenant.address ?? "",
      address_lang: tenant.addressLang,
    },
    days,
  };
}
