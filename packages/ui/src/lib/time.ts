/** A time of day as the time picker edits it; every field is an integer. */
export type TimeValue = {
  /** 0–23. */
  hours24: number;
  /** 0–59. */
  minutes: number;
  /** 0–59. */
  seconds: number;
  /** 0–999. */
  milliseconds: number;
};

/** The half of the day on a 12-hour clock. */
export type DayPeriod = "am" | "pm";

function assertInt(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/** 24-hour → 12-hour clock: 0 → 12 am, 11 → 11 am, 12 → 12 pm, 13 → 1 pm, 23 → 11 pm. */
export function to12Hour(hours24: number): { hour12: number; period: DayPeriod } {
  assertInt("hours24", hours24, 0, 23);
  const period: DayPeriod = hours24 < 12 ? "am" : "pm";
  const hour12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return { hour12, period };
}

/** 12-hour → 24-hour clock: 12 am → 0, 1 am → 1, 12 pm → 12, 1 pm → 13, 11 pm → 23. */
export function to24Hour(hour12: number, period: DayPeriod): number {
  assertInt("hour12", hour12, 1, 12);
  if (period !== "am" && period !== "pm") throw new RangeError(`period must be "am" or "pm", got ${period}`);
  const base = hour12 % 12;
  return period === "pm" ? base + 12 : base;
}

/** Checks every field of a time value is an integer within its range. */
export function isValidTime(value: TimeValue): boolean {
  const ok = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  return (
    ok(value.hours24, 23) && ok(value.minutes, 59) && ok(value.seconds, 59) && ok(value.milliseconds, 999)
  );
}

/** The local time of day of a `Date`. */
export function timeFromDate(date: Date): TimeValue {
  return {
    hours24: date.getHours(),
    minutes: date.getMinutes(),
    seconds: date.getSeconds(),
    milliseconds: date.getMilliseconds(),
  };
}

/** A copy of `date` (local calendar day kept) with its time of day set to `time`. */
export function withTime(date: Date, time: TimeValue): Date {
  const next = new Date(date.getTime());
  next.setHours(time.hours24, time.minutes, time.seconds, time.milliseconds);
  return next;
}

/**
 * The options of one selector: `0, step, 2·step, …` up to `max`, plus `current` when it is not on the
 * step grid (so a value set elsewhere still shows in the selector), sorted ascending.
 */
export function steppedOptions(max: number, step: number, current?: number, min = 0): number[] {
  const s = Number.isInteger(step) && step > 0 ? step : 1;
  const values: number[] = [];
  for (let n = min; n <= max; n += s) values.push(n);
  if (current !== undefined && current >= min && current <= max && !values.includes(current)) {
    values.push(current);
    values.sort((a, b) => a - b);
  }
  return values;
}
