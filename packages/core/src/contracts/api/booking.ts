import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import {
  countryCodeSchema,
  idParamsSchema,
  isoDateSchema,
  langSchema,
  money,
  phoneSchema,
  recordIdSchema,
  text,
} from "./common.js";

/** A bookable service (salon treatment, hospital consultation). */
export const serviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  description: z.nullable(z.string()),
  description_lang: langSchema,
  category: z.nullable(z.string()),
  duration_min: z.number(),
  price: money,
  image: z.string(),
});

/** Services of the partner. */
export const listServices = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/services",
  auth: "partner",
  query: z.strictObject({ staff_id: z.optional(recordIdSchema) }),
  response: z.array(serviceSchema),
});

/** A stylist (salon) or doctor (hospital) with the services they give. */
export const staffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  title: z.nullable(z.string()),
  title_lang: langSchema,
  kind: z.enum(["stylist", "doctor"]),
  image: z.string(),
  service_ids: z.array(z.string()),
});

/** Staff or doctors, optionally only those giving a service. */
export const listStaff = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/staff",
  auth: "partner",
  query: z.strictObject({ service_id: z.optional(recordIdSchema) }),
  response: z.array(staffSchema),
});

/** A slot of a day: ISO date-times (UTC), available unless booked or past. */
export const slotSchema = z.object({ starts_at: z.string(), ends_at: z.string(), available: z.boolean() });

/**
 * The slots of a service on a day of the partner's calendar (`date` is a day in the partner's time
 * zone; the slots are cut from the working hours in that zone and answered in UTC). With
 * `staff_id`, that person's slots; without, "anyone available": a slot is free when someone who
 * gives the service is free. A closed day has no slots.
 * Errors: 404 `staff_not_found` / `service_not_found`; 422 `service_not_offered`.
 */
export const listSlots = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/slots",
  auth: "partner",
  query: z.strictObject({
    staff_id: z.optional(recordIdSchema),
    service_id: recordIdSchema,
    date: isoDateSchema,
  }),
  response: z.array(slotSchema),
});

/** Why a day of the booking calendar cannot be booked. */
export const DAY_STATES = ["open", "full", "closed"] as const;

/** One day of the booking calendar. */
export const calendarDaySchema = z.object({
  /** `YYYY-MM-DD` in the partner's time zone. */
  date: z.string(),
  /** open: free slots left; full: every slot taken; closed: the partner does not work that day. */
  state: z.enum(DAY_STATES),
  /** Free slots left that day. */
  free: z.number(),
  /** Why a closed day is closed (a holiday's name), when the partner says. */
  reason: z.nullable(z.string()),
  reason_lang: langSchema,
});

/**
 * The booking calendar of a service (and a person, or anyone): the partner's time zone, its
 * "today", how far ahead it books, its cancel rule, where it is, and each day from today to the end
 * of the window with whether it can be booked. The date picker disables what is not `open`.
 */
export const getBookingCalendar = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/calendar",
  auth: "partner",
  query: z.strictObject({ service_id: recordIdSchema, staff_id: z.optional(recordIdSchema) }),
  response: z.object({
    /** An IANA time zone (`Asia/Riyadh`): every time of the partner's calendar is in it. */
    time_zone: z.string(),
    /** Today in that zone, `YYYY-MM-DD`. */
    today: z.string(),
    /** The last bookable day, `YYYY-MM-DD`. */
    last_day: z.string(),
    /** An appointment can be cancelled until this many hours before it starts. */
    cancel_notice_hours: z.number(),
    /** The most upcoming appointments one customer may hold at once. */
    max_open_appointments: z.number(),
    /** Where appointments take place. */
    location: z.object({
      name: z.string(),
      name_lang: langSchema,
      address: z.string(),
      address_lang: langSchema,
    }),
    days: z.array(calendarDaySchema),
  }),
});

/** How the server priced a booking (major units): the service's price, the offer, the voucher. */
export const bookingPriceSchema = z.object({
  /** The service's price. */
  list_price: money,
  /** Taken off by the offer. */
  discount: money,
  /** Paid by the voucher. */
  voucher_amount: money,
  /** Covered by a session of a paid plan (then `price` is 0). */
  plan_session: z.boolean(),
  /** What is left to pay at the visit. */
  price: money,
});

/** A booked appointment. */
export const appointmentSchema = z.object({
  _id: z.string(),
  service: z.object({ _id: z.string(), name: z.string(), name_lang: langSchema }),
  staff: z.object({ _id: z.string(), name: z.string(), name_lang: langSchema, kind: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(["booked", "cancelled", "completed"]),
  /** What is left to pay at the visit (`pricing.price`). */
  price: money,
  pricing: bookingPriceSchema,
  /** The offer applied, if any. */
  offer: z.nullable(z.object({ _id: z.string(), title: z.string(), title_lang: langSchema })),
  note: z.nullable(z.string()),
  can_cancel: z.boolean(),
  /** Until when it can be cancelled (ISO, UTC): the cancel rule of the partner. */
  cancel_until: z.string(),
});

/** What a booking asks for: the service, a person (or anyone), a slot start, and how it is paid. */
const bookingRequestShape = {
  service_id: recordIdSchema,
  /** The person; absent or null: anyone available who gives the service. */
  staff_id: z.optional(z.nullable(recordIdSchema)),
  starts_at: z.iso.datetime({ offset: true }),
  /** An offer of `/booking/offers` to apply. */
  offer_id: z.optional(z.nullable(recordIdSchema)),
  /** A gift voucher code: it pays up to its value, once. */
  voucher_code: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(4), z.maxLength(40)))),
};

/**
 * The price the server would charge for a booking (nothing is booked or used up). Errors as
 * `createAppointment`'s pricing ones.
 */
export const quoteBooking = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/quote",
  auth: "partner",
  query: z.strictObject(bookingRequestShape),
  response: bookingPriceSchema,
});

/**
 * Books a slot, priced on the server (the service's price, less the offer, then the voucher; or a
 * session of the customer's plan). One slot, one appointment, however many ask at once. Upcoming
 * appointments are capped per customer (5), per device (5, by the optional `X-Device-Id`) and per
 * client address (8), so several guest sessions cannot book out someone's day.
 * Errors: 409 `slot_taken`, `too_many_appointments` (its `msg` says which cap), `voucher_used`,
 * `plan_used_up`; 400 a malformed `X-Device-Id`;
 * 422 `slot_in_past`, `closed_day`, `outside_working_hours`, `beyond_booking_window`,
 * `service_not_offered`, `offer_not_applicable`, `offer_expired`, `voucher_expired`,
 * `plan_not_applicable`, `plan_expired`, `cannot_combine`; 404 `offer_not_found`, `voucher_not_found`,
 * `plan_not_found`.
 */
export const createAppointment = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/appointments",
  auth: "customer",
  body: z.strictObject({
    ...bookingRequestShape,
    /** A plan of the customer's (`/booking/my_plans`) whose session pays the whole price. */
    customer_plan_id: z.optional(z.nullable(recordIdSchema)),
    note: z.optional(z.nullable(text(0, 500))),
  }),
  response: appointmentSchema,
});

/**
 * Cancels an own appointment until its `cancel_until`; a voucher it used is usable again and a plan
 * session is given back. Errors: 404 `appointment_not_found`; 409 `not_cancellable`.
 */
export const cancelAppointment = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/appointments/:id/cancel",
  auth: "customer",
  params: idParamsSchema,
  body: z.strictObject({}),
  response: appointmentSchema,
});

/**
 * Moves an own booked appointment to another free slot of the same service, until its
 * `cancel_until` (the cancel rule: moving it is giving the old time back). `staff_id` as in a
 * booking: that person, or absent / null for anyone available who gives the service. The slot is
 * checked by the booking's own rules, in one transaction; the appointment keeps its id, its price
 * and what paid it (an offer must still apply at the new time).
 * Errors: 404 `appointment_not_found` (also another customer's); 409 `not_reschedulable` (cancelled,
 * completed, or past its `cancel_until`), `slot_taken`; 422 `slot_in_past`, `closed_day`,
 * `outside_working_hours`, `beyond_booking_window`, `service_not_offered`, `offer_not_applicable`,
 * `offer_expired`; 404 `staff_not_found`.
 */
export const rescheduleAppointment = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/appointments/:id/reschedule",
  auth: "customer",
  params: idParamsSchema,
  body: z.strictObject({
    /** The person; absent or null: anyone available who gives the service. */
    staff_id: z.optional(z.nullable(recordIdSchema)),
    starts_at: z.iso.datetime({ offset: true }),
  }),
  response: appointmentSchema,
});

/** The customer's appointments (`scope` upcoming: soonest first; past: latest first). */
export const listAppointments = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/account/appointments",
  auth: "customer",
  query: z.strictObject({ scope: z.optional(z.enum(["upcoming", "past", "all"])) }),
  response: z.array(appointmentSchema),
});

/** An offer on services. */
export const offerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  title_lang: langSchema,
  description: z.nullable(z.string()),
  description_lang: langSchema,
  /** The one service it applies to; null: every service. */
  service_id: z.nullable(z.string()),
  discount_percent: z.number(),
  /** The last day it can be booked for (`YYYY-MM-DD`, partner's zone), or null. */
  valid_until: z.nullable(z.string()),
  /** ISO weekdays (1 Monday … 7 Sunday) it applies on; null: every day. */
  weekdays: z.nullable(z.array(z.number())),
  /** It applies to appointments starting before this local time (`HH:MM`); null: any time. */
  starts_before: z.nullable(z.string()),
  image: z.string(),
});

/** Current offers. */
export const listOffers = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/offers",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(offerSchema),
});

/** A paid plan (a bundle of sessions). */
export const paidPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  description: z.nullable(z.string()),
  description_lang: langSchema,
  price: money,
  sessions: z.number(),
  validity_days: z.number(),
  /** The services a session can be used for; null: any service. */
  service_ids: z.nullable(z.array(z.string())),
});

/** Paid plans. */
export const listPaidPlans = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/paid_plans",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(paidPlanSchema),
});

/** A gift voucher for sale: pay `price`, get `value`. */
export const voucherSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_lang: langSchema,
  value: money,
  price: money,
  validity_days: z.number(),
});

/** Vouchers. */
export const listVouchers = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/vouchers",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(voucherSchema),
});

/** A request to be called back at a time the customer chooses (a clinic's "call me back"). */
export const callbackRequestSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  country_code: z.nullable(z.string()),
  preferred_at: z.string(),
  note: z.nullable(z.string()),
  status: z.enum(["requested", "called"]),
});

/**
 * Asks the partner to call the customer back on a day at a time of the partner's clock (its time
 * zone: the server turns them into `preferred_at`), in the future and within the booking window.
 * Errors: 422 `callback_in_past`, `beyond_booking_window`.
 */
export const requestCallback = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/callback_requests",
  auth: "customer",
  body: z.strictObject({
    phone: phoneSchema,
    country_code: z.optional(z.nullable(countryCodeSchema)),
    /** `YYYY-MM-DD` in the partner's time zone. */
    day: isoDateSchema,
    /** `HH:MM` (24-hour) on the partner's clock. */
    time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected HH:MM")),
    note: z.optional(z.nullable(text(0, 500))),
  }),
  response: callbackRequestSchema,
});
