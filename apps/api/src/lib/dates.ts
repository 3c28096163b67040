/** Today in UTC as `YYYY-MM-DD` (the demo partners all keep UTC days). */
export function isoDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a date in UTC: 1 (Monday) … 7 (Sunday). */
export function isoWeekday(date = new Date()): number {
  const day = date.getUTCDay();
  return day === 0 ? 7 : day;
}

/** A day `n` days from `date` (UTC), as `YYYY-MM-DD`. */
export function addDays(date: Date, n: number): string {
  return isoDay(new Date(date.getTime() + n * 86_400_000));
}

/** A `Date` or string from the database as an ISO string. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
