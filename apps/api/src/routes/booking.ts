import * as booking from "@storefront/core/contracts/api/booking";
import { DEVICE_HEADER } from "@storefront/core/contracts/request-headers";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import {
  bookAppointment,
  bookingCallerOf,
  cancelAppointment,
  customerAppointments,
  quoteBooking,
  rescheduleAppointment,
} from "../services/appointments";
import { bookingCalendar, slotList } from "../services/booking-calendar";
import { serviceList, staffList } from "../services/booking-catalog";
import { offerList, paidPlanList, voucherList } from "../services/booking-offers";
import { requestCallback } from "../services/callback-requests";

/** Registers services, staff, the calendar, slots, quotes, appointments, offers, plans, vouchers, call-backs. */
export function registerBookingRoutes(app: Hono, services: Services) {
  route(app, services, booking.listServices, async ({ db, tenant, query }) => ({
    data: await serviceList(db, tenant, query.staff_id),
  }));

  route(app, services, booking.listStaff, async ({ db, tenant, query }) => ({
    data: await staffList(db, tenant, query.service_id),
  }));

  route(app, services, booking.getBookingCalendar, async ({ db, tenant, query }) => ({
    data: await bookingCalendar(db, tenant, query),
  }));

  route(app, services, booking.listSlots, async ({ db, tenant, query }) => ({
    data: await slotList(db, tenant, query),
  }));

  route(app, services, booking.quoteBooking, async ({ db, tenant, query }) => ({
    data: await quoteBooking(db, tenant, query),
  }));

  route(app, services, booking.createAppointment, async ({ c, db, tenant, customer, body }) => ({
    data: await bookAppointment(
      db,
      tenant,
      customer,
      body,
      bookingCallerOf(tenant, services.clientAddress(c), c.req.header(DEVICE_HEADER)),
    ),
    msg: "Appointment booked",
    status: 201,
  }));

  route(app, services, booking.cancelAppointment, async ({ db, tenant, customer, params }) => ({
    data: await cancelAppointment(db, tenant, customer, params.id),
    msg: "Appointment cancelled",
  }));

  route(app, services, booking.rescheduleAppointment, async ({ db, tenant, customer, params, body }) => ({
    data: await rescheduleAppointment(db, tenant, customer, params.id, body),
    msg: "Appointment moved",
  }));

  route(app, services, booking.listAppointments, async ({ db, tenant, customer, query }) => ({
    data: await customerAppointments(db, tenant, customer, query.scope ?? "all"),
  }));

  route(app, services, booking.listOffers, async ({ db, tenant }) => ({ data: await offerList(db, tenant) }));

  route(app, services, booking.listPaidPlans, async ({ db, tenant }) => ({
    data: await paidPlanList(db, tenant),
  }));

  route(app, services, booking.listVouchers, async ({ db, tenant }) => ({
    data: await voucherList(db, tenant),
  }));

  route(app, services, booking.requestCallback, async ({ db, tenant, customer, body }) => ({
    data: await requestCallback(db, tenant, customer, body),
    msg: "We will call you back",
    status: 201,
  }));
}
