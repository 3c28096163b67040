import type { Locale } from "@storefront/core/locale";
import { useMemo } from "react";
import { useLocale } from "../locale";
import { usePartner } from "../partner";

/**
 * Dates and times in one time zone — the partner's, where its opening hours and appointments are —
 * whatever the reader's own zone (a visitor abroad books a salon in Riyadh in Riyadh's time). Being
 * explicit about the zone also makes server and browser render the same text.
 */
export interface ZonedFormat {
  locale: Locale;
  /** The IANA zone (`Asia/Riyadh`). */
  timeZone: string;
  /** The zone's name in the locale ("Saudi Arabia Time", "توقيت المملكة العربية السعودية"). */
  zoneName: string;
  /** A calendar date of an instant ("Nov 26, 2026"). */
  date(iso: string): string;
  /** Weekday and date of an instant ("Thursday, November 26"). */
  weekdayDate(iso: string): string;
  /** A time of day of an instant ("9:30 AM"). */
  time(iso: string): string;
  /** Date and time of an instant ("Nov 26, 2026, 9:30 AM"). */
  dateTime(iso: string): string;
  /** Weekday and date of a calendar day `YYYY-MM-DD` as it is. */
  day(isoDay: string): string;
}

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An IANA zone the runtime knows, or UTC (a partner's typo must not break its pages). */
function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** Builds the formatters of a locale in a time zone (UTC when the zone is unknown). */
export function createZonedFormat(locale: Locale, timeZone: string | undefined): ZonedFormat {
  const zone = knownZone(timeZone);
  const make = (options: Intl.DateTimeFormatOptions, inZone = zone) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: inZone });
  const date = make({ dateStyle: "medium" });
  const weekdayDate = make({ weekday: "long", month: "long", day: "numeric" });
  const time = make({ hour: "numeric", minute: "2-digit" });
  const dateTime = make({ dateStyle: "medium", timeStyle: "short" });
  const day = make({ weekday: "long", month: "long", day: "numeric" }, "UTC");
  const zoneName =
    make({ timeZoneName: "shortGeneric" })
      .formatToParts(new Date(0))
      .find((part) => part.type === "timeZoneName")?.value ?? zone;
  const format = (formatter: Intl.DateTimeFormat, iso: string) => {
    const value = parsed(iso);
    return value ? formatter.format(value) : iso;
  };
  return {
    locale,
    timeZone: zone,
    zoneName,
    date: (iso) => format(date, iso),
    weekdayDate: (iso) => format(weekdayDate, iso),
    time: (iso) => format(time, iso),
    dateTime: (iso) => format(dateTime, iso),
    day: (isoDay) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? format(day, `${isoDay}T12:00:00Z`) : isoDay),
  };
}

/** The formatters of the active locale in the partner's time zone (`partner.time_zone`). */
export function usePartnerTimeFormat(): ZonedFormat {
  const { locale } = useLocale();
  const timeZone = usePartner().time_zone;
  return useMemo(() => createZonedFormat(locale, timeZone), [locale, timeZone]);
}
