import type { WeeklyHours } from "../contracts/partner.js";

/** One opening period of a day: `HH:MM` to `HH:MM` (a close at or before the opening is past midnight). */
export interface Period {
  opens: string;
  closes: string;
}

/** A weekday (1 = Monday … 7 = Sunday) and its periods, earliest first (none: closed). */
export interface DayHours {
  day: number;
  periods: Period[];
}

/** Where a partner stands at an instant: open (until when), or closed (opening when next). */
export type OpeningState =
  | { open: true; closes: string }
  | { open: false; next: { day: number; opens: string } | null };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The seven days Monday first, each with its periods sorted by opening time. */
export function hoursByDay(hours: WeeklyHours): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    periods: hours
      .filter((period) => period.day === day)
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => minutes(a.opens) - minutes(b.opens)),
  }));
}

/** The weekday (1–7) and the minute of the day of an instant in an IANA time zone. */
export function zonedClock(instant: Date | number, timeZone?: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    numberingSystem: "latn",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAYS[part("weekday")];
  if (day === undefined) throw new RangeError("Unreadable weekday");
  return { day, minute: (Number(part("hour")) % 24) * 60 + Number(part("minute")) };
}

/** A period's span in minutes from the start of its day (a past-midnight close runs into the next day). */
function span(period: Period): [number, number] {
  const start = minutes(period.opens);
  const end = minutes(period.closes);
  return [start, end <= start ? end + 24 * 60 : end];
}

/**
 * Whether the partner is open at `instant` in its time zone, by its weekly hours: open until the
 * current period's close (yesterday's past-midnight period counts), else closed with the next
 * opening within the week (null when it never opens).
 */
export function openingState(hours: WeeklyHours, instant: Date | number, timeZone?: string): OpeningState {
  const now = zonedClock(instant, timeZone);
  const week = 7 * 24 * 60;
  const at = (now.day - 1) * 24 * 60 + now.minute;
  let next: { day: number; opens: string; wait: number } | null = null;
  for (const period of hours) {
    const [start, end] = span(period);
    const offset = (period.day - 1) * 24 * 60;
    // The period this week and the same one a week earlier (a Sunday night running into Monday).
    for (const base of [offset, offset - week]) {
      if (at >= base + start && at < base + end) return { open: true, closes: period.closes };
    }
    const wait = (((offset + start - at) % week) + week) % week;
    if (!next || wait < next.wait) next = { day: period.day, opens: period.opens, wait };
  }
  return { open: false, next: next ? { day: next.day, opens: next.opens } : null };
}
