import { conflict, unprocessable } from "../lib/errors";

/**
 * The booking rules of a salon or hospital, one place: how far ahead a customer books, until when
 * an appointment can be cancelled, and how many upcoming appointments one customer, one device and
 * one client address may hold — so neither a session nor several guest sessions from one place can
 * book out a stylist's or a doctor's day.
 */
export const BOOKING_RULES = {
  /** Days ahead that can be booked, today included. */
  windowDays: 60,
  /** Hours before the start after which an appointment can no longer be cancelled. */
  cancelNoticeHours: 2,
  /** Upcoming booked appointments one customer may hold at once, per partner. */
  maxOpenAppointments: 5,
  /** …one device (`X-Device-Id`), whichever customers booked them. */
  maxOpenPerDevice: 5,
  /** …one client address (a household or an office shares one). */
  maxOpenPerAddress: 8,
} as const;

/** Until when an appointment starting at `start` can be cancelled. */
export function cancelDeadline(start: Date): Date {
  return new Date(start.getTime() - BOOKING_RULES.cancelNoticeHours * 3_600_000);
}

/** The reasons a time cannot be booked (422), each with its message. */
export const unbookable = {
  past: () => unprocessable("slot_in_past", "This time has already passed. Choose a later time."),
  beyondWindow: () =>
    unprocessable(
      "beyond_booking_window",
      `Appointments can be booked up to ${BOOKING_RULES.windowDays} days ahead.`,
    ),
  closedDay: (reason?: string | null) =>
    unprocessable(
      "closed_day",
      reason ? `We are closed on this day (${reason}).` : "We are closed on this day.",
    ),
  outsideHours: () =>
    unprocessable(
      "outside_working_hours",
      "This time is outside the working hours. Choose one of the free times.",
    ),
};

/** 409: the customer (or their device, or their connection) holds the most upcoming appointments. */
export function tooManyAppointments(holder: "customer" | "device" | "address" = "customer") {
  const messages = {
    customer: `You already have ${BOOKING_RULES.maxOpenAppointments} upcoming appointments. Cancel one to book another.`,
    device: `This device already has ${BOOKING_RULES.maxOpenPerDevice} upcoming appointments. Cancel one to book another.`,
    address: `Your connection already has ${BOOKING_RULES.maxOpenPerAddress} upcoming appointments. Cancel one to book another.`,
  };
  return conflict("too_many_appointments", messages[holder]);
}
