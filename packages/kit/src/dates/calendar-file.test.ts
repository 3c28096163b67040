import { describe, expect, it } from "vitest";
import { appointmentCalendarFile, calendarUtc, escapeCalendarText, foldCalendarLine } from "./calendar-file";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("appointmentCalendarFile (RFC 5545)", () => {
  const event = {
    uid: "appointment-42@salon.localhost",
    // 09:30 in Riyadh.
    startsAt: "2026-11-26T06:30:00.000Z",
    endsAt: "2026-11-26T07:15:00.000Z",
    summary: "Haircut & blow-dry · Salon Lumière",
    location: "King Fahd Road 12, Olaya; Riyadh\nSaudi Arabia",
    description: "With Reem",
    now: new Date("2026-11-20T10:00:00.123Z"),
  };

  it("is one VEVENT in a VCALENDAR, times in UTC, every line ended by CRLF", () => {
    const text = appointmentCalendarFile(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:appointment-42@salon.localhost");
    expect(lines).toContain("DTSTAMP:20261120T100000Z");
    expect(lines).toContain("DTSTART:20261126T063000Z");
    expect(lines).toContain("DTEND:20261126T071500Z");
    expect(lines).toContain("SUMMARY:Haircut & blow-dry · Salon Lumière");
    expect(lines).toContain("LOCATION:King Fahd Road 12\\, Olaya\\; Riyadh\\nSaudi Arabia");
    expect(lines).toContain("DESCRIPTION:With Reem");
  });

  it("keeps the UID and times of one appointment from one file to the next; leaves out an unknown place", () => {
    const later = appointmentCalendarFile({
      ...event,
      location: null,
      now: new Date("2026-11-21T00:00:00Z"),
    });
    expect(later).toContain("UID:appointment-42@salon.localhost\r\n");
    expect(later).toContain("DTSTART:20261126T063000Z\r\n");
    expect(later).not.toContain("LOCATION");
  });

  it("folds long lines at 75 octets, never inside a character (Arabic is two octets a letter)", () => {
    const summary = "استشارة عامة · مستشفى الرعاية التخصصي في الرياض، قسم الأمراض الجلدية والتجميل";
    const text = appointmentCalendarFile({ ...event, summary });
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const folded = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(lines[folded + 1]!.startsWith(" ")).toBe(true);
    // Unfolded (CRLF + one space removed), the value comes back whole.
    const unfolded = text.replaceAll("\r\n ", "");
    expect(unfolded).toContain(`SUMMARY:${summary}\r\n`);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(unfolded))).toBe(
      unfolded,
    );
  });
});

describe("its parts", () => {
  it("writes UTC date-times without separators or milliseconds", () => {
    expect(calendarUtc("2026-03-05T09:07:00+03:00")).toBe("20260305T060700Z");
    expect(() => calendarUtc("not a date")).toThrow(RangeError);
  });

  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeCalendarText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds exactly at 75 octets, the continuation's space counted", () => {
    const line = `SUMMARY:${"x".repeat(200)}`;
    const parts = foldCalendarLine(line).split("\r\n");
    expect(octets(parts[0]!)).toBe(75);
    for (const part of parts.slice(1, -1)) expect(octets(part)).toBe(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldCalendarLine("SHORT:1")).toBe("SHORT:1");
  });
});
