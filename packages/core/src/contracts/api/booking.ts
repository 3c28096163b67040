import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { idParamsSchema, isoDateSchema, langSchema, money, recordIdSchema, text } from "./common.js";

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
 * The slots of one staff member for a service on a day (from their weekly hours, UTC).
 * Errors: 404 `staff_not_found` / `service_not_found`; 422 `service_not_offered`.
 */
export const listSlots = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/booking/slots",
  auth: "partner",
  query: z.strictObject({ staff_id: recordIdSchema, service_id: recordIdSchema, date: isoDateSchema }),
  response: z.array(slotSchema),
});

/** A booked appointment. */
export const appointmentSchema = z.object({
  _id: z.string(),
  service: z.object({ _id: z.string(), name: z.string(), name_lang: langSchema }),
  staff: z.object({ _id: z.string(), name: z.string(), name_lang: langSchema, kind: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(["booked", "cancelled", "completed"]),
  price: money,
  note: z.nullable(z.string()),
  can_cancel: z.boolean(),
});

/**
 * Books a slot; the price is the service's. Errors: 409 `slot_taken`; 422 `slot_unavailable`
 * (not a slot of that person's hours, or in the past), `service_not_offered`.
 */
export const createAppointment = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/appointments",
  auth: "customer",
  body: z.strictObject({
    service_id: recordIdSchema,
    staff_id: recordIdSchema,
    starts_at: z.iso.datetime({ offset: true }),
    note: z.optional(z.nullable(text(0, 500))),
  }),
  response: appointmentSchema,
});

/** Cancels an own future appointment. Errors: 404 `appointment_not_found`; 409 `not_cancellable`. */
export const cancelAppointment = defineEndpoint({
  method: "POST",
  prefix: "snachoo",
  path: "/booking/appointments/:id/cancel",
  auth: "customer",
  params: idParamsSchema,
  body: z.strictObject({}),
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
  service_id: z.nullable(z.string()),
  discount_percent: z.number(),
  valid_until: z.nullable(z.string()),
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
