import type { LineDetails } from "@storefront/core/cart";
import { ApiError } from "../lib/errors";

/** A day `YYYY-MM-DD` of a UTC time, `days` later (or earlier when negative). */
function utcDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * True when a line's day (`details.date`) has passed: before yesterday in UTC, so a shopper whose
 * today is still yesterday in UTC (west of Greenwich) is never refused their own today.
 */
export function lineDayPassed(details: LineDetails | null | undefined, now: Date = new Date()): boolean {
  const day = details?.date;
  return Boolean(day && day < utcDay(now, -1));
}

/**
 * Refuses a line whose day (`details.date`: the day an offering is made, say) has passed — 422
 * `invalid_details` naming the field (see `lineDayPassed`).
 */
export function checkLineDay(details: LineDetails | null | undefined, now: Date = new Date()): void {
  if (lineDayPassed(details, now)) {
    throw new ApiError(422, "invalid_details", "The day of this line has passed", [
      { path: "body.details.date", message: "Choose today or a later day" },
    ]);
  }
}

/** How far ahead an adventure-park ticket's visit day may be. */
export const VISIT_DAYS_AHEAD = 365;

/**
 * What is wrong with a ticket's visit day, or null: a day that has passed (as `lineDayPassed`
 * judges it), or one past `VISIT_DAYS_AHEAD`.
 */
export function visitDateProblem(day: string, now: Date = new Date()): string | null {
  if (day < utcDay(now, -1)) return "The visit day has passed: choose today or a later day";
  if (day > utcDay(now, VISIT_DAYS_AHEAD + 1)) {
    return `Tickets can be bought for visits up to ${VISIT_DAYS_AHEAD} days ahead`;
  }
  return null;
}

/** Refuses a ticket's visit day that has passed or is too far ahead: 422 `invalid_visit_date`. */
export function checkVisitDate(day: string, path = "body.visit_date", now: Date = new Date()): void {
  const problem = visitDateProblem(day, now);
  if (problem) throw new ApiError(422, "invalid_visit_date", problem, [{ path, message: problem }]);
}
