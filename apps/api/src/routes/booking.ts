import * as booking from "@storefront/core/contracts/api/booking";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db, Tx } from "../db/client";
import {
  appointments,
  offers,
  paidPlans,
  services as servicesTable,
  slots,
  staff,
  staffServices,
  vouchers,
} from "../db/schema";
import { type Customer, route, type Services } from "../http";
import { iso, isoWeekday } from "../lib/dates";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import { imagePath } from "../services/catalog";
import type { Tenant } from "../tenancy";

type AppointmentRow = typeof appointments.$inferSelect;

/** Appointment records with their service and staff. */
async function appointmentRecords(db: Db | Tx, tenant: Tenant, rows: AppointmentRow[]) {
  if (rows.length === 0) return [];
  const [serviceRows, staffRows] = await Promise.all([
    db
      .select()
      .from(servicesTable)
      .where(
        and(
          eq(servicesTable.tenantId, tenant.id),
          inArray(
            servicesTable.id,
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

/** The slot grid of one person on one UTC day for a service duration. */
async function daySlots(db: Db | Tx, tenant: Tenant, staffId: number, day: string, durationMin: number) {
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

async function loadServiceAndStaff(db: Db | Tx, tenant: Tenant, serviceId: string, staffId: string) {
  const [[service], [person], [link]] = await Promise.all([
    db
      .select()
      .from(servicesTable)
      .where(and(eq(servicesTable.tenantId, tenant.id), eq(servicesTable.id, Number(serviceId))))
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
function overlapping(db: Db | Tx, tenant: Tenant, staffId: number, start: Date, end: Date) {
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

/** Registers services, staff, slots, appointments, offers, paid plans and vouchers. */
export function registerBookingRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, booking.listServices, async ({ tenant, query }) => {
    const rows = await db
      .select()
      .from(servicesTable)
      .where(
        and(
          eq(servicesTable.tenantId, tenant.id),
          ...(query.staff_id
            ? [
                sql`${servicesTable.id} in (select service_id from ${staffServices} where staff_id = ${Number(query.staff_id)})`,
              ]
            : []),
        ),
      )
      .orderBy(asc(servicesTable.id));
    return {
      data: rows.map((row) => ({
        _id: String(row.id),
        name: row.name,
        name_lang: row.nameLang,
        description: row.description,
        description_lang: row.descriptionLang,
        category: row.category,
        duration_min: row.durationMin,
        price: toMajor(row.priceMinor),
        image: imagePath.service(row.id),
      })),
    };
  });

  route(app, services, booking.listStaff, async ({ tenant, query }) => {
    const [rows, links] = await Promise.all([
      db.select().from(staff).where(eq(staff.tenantId, tenant.id)).orderBy(asc(staff.id)),
      db.select().from(staffServices).where(eq(staffServices.tenantId, tenant.id)),
    ]);
    return {
      data: rows
        .map((row) => ({
          _id: String(row.id),
          name: row.name,
          name_lang: row.nameLang,
          title: row.title,
          title_lang: row.titleLang,
          kind: row.kind as "stylist" | "doctor",
          image: imagePath.staff(row.id),
          service_ids: links.filter((l) => l.staffId === row.id).map((l) => String(l.serviceId)),
        }))
        .filter((row) => !query.service_id || row.service_ids.includes(query.service_id)),
    };
  });

  route(app, services, booking.listSlots, async ({ tenant, query }) => {
    const { service, person } = await loadServiceAndStaff(db, tenant, query.service_id, query.staff_id);
    const grid = await daySlots(db, tenant, person.id, query.date, service.durationMin);
    if (grid.length === 0) return { data: [] };
    const first = grid[0]?.start ?? new Date();
    const last = grid[grid.length - 1]?.end ?? new Date();
    const booked = await overlapping(db, tenant, person.id, first, last);
    const now = Date.now();
    return {
      data: grid.map(({ start, end }) => ({
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        available:
          start.getTime() > now &&
          !booked.some((b) => b.startsAt.getTime() < end.getTime() && b.endsAt.getTime() > start.getTime()),
      })),
    };
  });

  route(app, services, booking.createAppointment, async ({ tenant, customer, body }) => {
    const start = new Date(body.starts_at);
    const row = await db.transaction(async (tx) => {
      const { service, person } = await loadServiceAndStaff(tx, tenant, body.service_id, body.staff_id);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff:${person.id}`}))`);
      const grid = await daySlots(
        tx,
        tenant,
        person.id,
        start.toISOString().slice(0, 10),
        service.durationMin,
      );
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
          note: body.note ?? null,
        })
        .returning();
      return created;
    });
    if (!row) throw new Error("appointment insert returned nothing");
    const [record] = await appointmentRecords(db, tenant, [row]);
    return { data: record!, msg: "Appointment booked", status: 201 };
  });

  const ownAppointment = async (tenant: Tenant, customer: Customer, id: string) => {
    const [row] = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, tenant.id),
          eq(appointments.customerId, customer.id),
          eq(appointments.id, Number(id)),
        ),
      )
      .limit(1);
    if (!row) throw notFound("appointment_not_found", "This appointment does not exist");
    return row;
  };

  route(app, services, booking.cancelAppointment, async ({ tenant, customer, params }) => {
    const row = await ownAppointment(tenant, customer, params.id);
    if (row.status !== "booked" || row.startsAt.getTime() <= Date.now()) {
      throw conflict("not_cancellable", "This appointment can no longer be cancelled");
    }
    const [updated] = await db
      .update(appointments)
      .set({ status: "cancelled" })
      .where(eq(appointments.id, row.id))
      .returning();
    const [record] = await appointmentRecords(db, tenant, [updated ?? row]);
    return { data: record!, msg: "Appointment cancelled" };
  });

  route(app, services, booking.listAppointments, async ({ tenant, customer, query }) => {
    const scope = query.scope ?? "all";
    const now = new Date();
    const rows = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, tenant.id),
          eq(appointments.customerId, customer.id),
          ...(scope === "upcoming"
            ? [gte(appointments.startsAt, now)]
            : scope === "past"
              ? [lte(appointments.startsAt, now)]
              : []),
        ),
      )
      .orderBy(scope === "upcoming" ? asc(appointments.startsAt) : desc(appointments.startsAt));
    return { data: await appointmentRecords(db, tenant, rows) };
  });

  route(app, services, booking.listOffers, async ({ tenant }) => {
    const rows = await db.select().from(offers).where(eq(offers.tenantId, tenant.id)).orderBy(asc(offers.id));
    return {
      data: rows.map((row) => ({
        _id: String(row.id),
        title: row.title,
        title_lang: row.titleLang,
        description: row.description,
        description_lang: row.descriptionLang,
        service_id: row.serviceId ? String(row.serviceId) : null,
        discount_percent: row.discountBp / 100,
        valid_until: row.validUntil,
        image: imagePath.offer(row.id),
      })),
    };
  });

  route(app, services, booking.listPaidPlans, async ({ tenant }) => {
    const rows = await db
      .select()
      .from(paidPlans)
      .where(eq(paidPlans.tenantId, tenant.id))
      .orderBy(asc(paidPlans.id));
    return {
      data: rows.map((row) => ({
        _id: String(row.id),
        name: row.name,
        name_lang: row.nameLang,
        description: row.description,
        description_lang: row.descriptionLang,
        price: toMajor(row.priceMinor),
        sessions: row.sessions,
        validity_days: row.validityDays,
      })),
    };
  });

  route(app, services, booking.listVouchers, async ({ tenant }) => {
    const rows = await db
      .select()
      .from(vouchers)
      .where(eq(vouchers.tenantId, tenant.id))
      .orderBy(asc(vouchers.id));
    return {
      data: rows.map((row) => ({
        _id: String(row.id),
        name: row.name,
        name_lang: row.nameLang,
        value: toMajor(row.valueMinor),
        price: toMajor(row.priceMinor),
        validity_days: row.validityDays,
      })),
    };
  });
}
