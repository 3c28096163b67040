/**
 * An appointment as an iCalendar file (RFC 5545): one VEVENT in a VCALENDAR, times in UTC, the
 * text values escaped, every line ended by CRLF and folded at 75 octets — what a phone's or a
 * desktop's calendar app imports from an "Add to calendar" link. Pure: the caller gives the clock.
 */
export interface CalendarFileEvent {
  /** Stable per appointment (the same file twice updates one event, not two). */
  uid: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  summary: string;
  location?: string | null | undefined;
  description?: string | null | undefined;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** An instant as an iCalendar UTC date-time: `20260315T093000Z`. */
export function calendarUtc(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date-time: ${String(instant)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll("-", "")
    .replaceAll(":", "");
}

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeCalendarText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * A content line folded (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, each continuation
 * starting with one space (counted in its 75); a character is never split across lines.
 */
export function foldCalendarLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The text of an `.ics` file with the appointment as its one event. */
export function appointmentCalendarFile(event: CalendarFileEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Storefront//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeCalendarText(event.uid)}`,
    `DTSTAMP:${calendarUtc(event.now)}`,
    `DTSTART:${calendarUtc(event.startsAt)}`,
    `DTEND:${calendarUtc(event.endsAt)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeCalendarText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldCalendarLine).join("\r\n")}\r\n`;
}
