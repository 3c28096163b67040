import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { callbackRequests } from "../db/schema";
import { unprocessable } from "../lib/errors";
import { zonedInstant } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";
import { BOOKING_RULES } from "./booking-rules";

/** What a customer asks: to be called on a phone on a day at a time of the partner's clock. */
export interface CallbackRequest {
  phone: string;
  country_code?: string | null | undefined;
  /** `YYYY-MM-DD`. */
  day: string;
  /** `HH:MM`. */
  time: string;
  note?: string | null | undefined;
}

/**
 * Records a "call me back" request. The day and time are the partner's (its time zone); the time
 * must be in the future (422 `callback_in_past`) and within the booking window (422
 * `beyond_booking_window`).
 */
export async function requestCallback(db: Db, tenant: Tenant, customer: Customer, request: CallbackRequest) {
  const [hours = 0, minutes = 0] = request.time.split(":").map(Number);
  const at = zonedInstant(request.day, hours * 60 + minutes, tenant.timeZone);
  if (at.getTime() <= Date.now()) {
    throw unprocessable("callback_in_past", "Choose a time that has not passed yet.");
  }
  if (at.getTime() > Date.now() + BOOKING_RULES.windowDays * 86_400_000) {
    throw unprocessable(
      "beyond_booking_window",
      `Choose a time within the next ${BOOKING_RULES.windowDays} days.`,
    );
  }
  const [row] = await db
    .insert(callbackRequests)
    .values({
      tenantId: tenant.id,
      customerId: customer.id,
      phone: request.phone,
      countryCode: request.country_code ?? null,
      preferredAt: at,
      note: request.note ?? null,
    })
    .returning();
  if (!row) throw new Error("callback insert returned nothing");
  return {
    _id: String(row.id),
    phone: row.phone,
    country_code: row.countryCode,
    preferred_at: row.preferredAt.toISOString(),
    note: row.note,
    status: row.status as "requested" | "called",
  };
}
