/** Years the date picker offers before today's year when no `min` is given (spec §9). */
export const YEARS_BACK = 100;
/** Years the date picker offers after today's year when no `max` is given (spec §9). */
export const YEARS_AHEAD = 52;

export type YearRange = {
  /** First selectable year. */
  fromYear: number;
  /** Last selectable year. */
  toYear: number;
  /** First month of the navigation (day 1 of that month, local time) — DayPicker's `startMonth`. */
  startMonth: Date;
  /** Last month of the navigation (day 1 of that month, local time) — DayPicker's `endMonth`. */
  endMonth: Date;
};

/** Day 1 of a month in local time; `setFullYear` keeps years 0–99 literal (the `Date` constructor maps them to 19xx). */
function monthStart(year: number, month: number): Date {
  const d = new Date(2000, 0, 1);
  d.setFullYear(year, month, 1);
  return d;
}

/**
 * The years the date picker's year dropdown spans: from 100 years before `today`'s year (January)
 * to 52 years after it (December), unless `min` / `max` are given, in which case each bound is the
 * month of that date instead. The two bounds are independent: `min` alone keeps the default end.
 *
 * Throws a `RangeError` when `min` is after `max` or a date is invalid.
 */
export function defaultYearRange(today: Date, { min, max }: { min?: Date; max?: Date } = {}): YearRange {
  for (const [name, d] of [
    ["today", today],
    ["min", min],
    ["max", max],
  ] as const) {
    if (d !== undefined && Number.isNaN(d.getTime())) throw new RangeError(`${name} is an invalid date`);
  }
  if (min && max && min.getTime() > max.getTime()) throw new RangeError("min must not be after max");
  const year = today.getFullYear();
  const startMonth = min ? monthStart(min.getFullYear(), min.getMonth()) : monthStart(year - YEARS_BACK, 0);
  const endMonth = max ? monthStart(max.getFullYear(), max.getMonth()) : monthStart(year + YEARS_AHEAD, 11);
  return { fromYear: startMonth.getFullYear(), toYear: endMonth.getFullYear(), startMonth, endMonth };
}
