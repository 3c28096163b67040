/** A calendar day as seen in one time zone. */
export interface ZonedDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** 1 (Monday) to 7 (Sunday), the spec's weekday numbers. */
  weekday: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * The calendar day of an instant in an IANA time zone (the runtime's zone when omitted): its
 * `YYYY-MM-DD` date and its weekday number, Monday = 1 … Sunday = 7 (spec §3). Throws a
 * RangeError for an unknown time zone or an invalid date.
 */
export function zonedDay(instant: Date | number, timeZone?: string): ZonedDay {
  const time = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError("Invalid date");
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    calendar: "gregory",
    numberingSystem: "latn",
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const year = part("year").padStart(4, "0");
  const weekday = WEEKDAYS[part("weekday")];
  if (weekday === undefined) throw new RangeError("Unreadable weekday");
  return { date: `${year}-${part("month")}-${part("day")}`, weekday };
}
