import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiStatusError } from "@storefront/core/api";
import { serverErrorMessage } from "@storefront/kit/errors";

/** The booking API's codes (core's booking contracts list them), in the shopper's words. */
export const BOOKING_ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  slot_taken: msg`Someone has just booked this time. Please choose another one below.`,
  too_many_appointments: msg`You already have the most upcoming appointments we take at once. Cancel one in your account to book another.`,
  slot_in_past: msg`This time has already passed. Please choose a later one.`,
  closed_day: msg`We are closed on this day. Please choose another day.`,
  outside_working_hours: msg`This time is outside our working hours. Please choose another one.`,
  beyond_booking_window: msg`This day is too far ahead to book yet.`,
  service_not_offered: msg`This person does not give this service. Please choose someone else.`,
  offer_not_found: msg`This offer no longer exists.`,
  offer_not_applicable: msg`This offer does not apply to this service, day or time.`,
  offer_expired: msg`This offer has ended.`,
  voucher_not_found: msg`There is no voucher with this code.`,
  voucher_used: msg`This voucher has already been used.`,
  voucher_expired: msg`This voucher has expired.`,
  cannot_combine: msg`A plan session cannot be combined with an offer or a voucher.`,
  plan_not_found: msg`This plan was not found.`,
  plan_used_up: msg`This plan has no sessions left.`,
  plan_expired: msg`This plan has expired.`,
  plan_not_applicable: msg`This plan does not cover this service.`,
  callback_in_past: msg`Choose a time that has not passed yet.`,
  payment_failed: msg`The payment was declined. Nothing was charged; check the card and try again.`,
};

/** The message of a failed booking call. */
export function bookingErrorMessage(error: unknown): MessageDescriptor {
  return serverErrorMessage(error, { codes: BOOKING_ERROR_MESSAGES });
}

/** The API's error code of a failed call, if it answered one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiStatusError ? error.code : undefined;
}
