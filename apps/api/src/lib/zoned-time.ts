/**
 * Wall-clock times of a partner's time zone (its opening hours, slots and calendar days) and the
 * instants they are, with the runtime's time-zone data (`Intl`) — no offset is assumed, so a zone
 * with daylight saving time is right on both sides of its changes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A local calendar day and time of an instant in a zone. */
export interface ZonedParts {
  /** `YYYY-MM-DD`. */
  day: string;
  /** ISO weekday: 1 (Monday) … 7 (Sunday). */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

function wallClock(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in minutes. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The local day, weekday and minute of an instant in a zone. */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const wall = wallClock(at, timeZone);
  const day = `${String(wall.year).padStart(4, "0")}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
  const utcDay = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return { day, weekday: utcDay === 0 ? 7 : utcDay, minute: wall.hour * 60 + wall.minute };
}

/**
 * The instant of a wall-clock time in a zone: `minute` minutes after the start of local `day`.
 * A time skipped by a daylight-saving change resolves to the instant after the gap.
 */
export function zonedInstant(day: string, minute: number, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date) + minute * 60_000;
  const first = wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  const second = wall - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
  if (first === second) return new Date(first);
  // Around a change the two guesses differ: keep the one that reads back as the wall time (the
  // earlier when both do), or the later one when the time falls in the gap.
  const reads = (instant: number) => {
    const parts = zonedParts(new Date(instant), timeZone);
    return parts.day === day && parts.minute === minute;
  };
  const [early, late] = first < second ? [first, second] : [second, first];
  return new Date(reads(early) ? early : late);
}

/** The ISO weekday of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The calendar day `n` days after `day` (both `YYYY-MM-DD`). */
export function addCalendarDays(day: string, n: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

/** `HH:MM` of a minute of the day. */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
