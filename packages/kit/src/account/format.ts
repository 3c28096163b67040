import { useLingui } from "@lingui/react";
import type { Locale } from "@storefront/core/locale";
import { useMemo } from "react";
import { useLocale } from "../locale";
import type { Label } from "./labels";

/**
 * Date formatters of the account pages, bound to a locale (pure: testable without React). Amounts
 * are `@storefront/kit/money`'s and localized names `useLocalized`'s, as on every other page.
 */
export interface AccountFormat {
  locale: Locale;
  /** A calendar date of an ISO date-time, in the reader's time zone. */
  date(iso: string): string;
  /** Date and time of an ISO date-time, in the reader's time zone. */
  dateTime(iso: string): string;
  /** A time of an ISO date-time, in the reader's time zone. */
  time(iso: string): string;
  /** A calendar day `YYYY-MM-DD` as it is (no time-zone shift). */
  day(isoDay: string): string;
}

function safeDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Builds the formatters of a locale; `timeZone` is the runtime's unless given (tests pin it). */
export function createAccountFormat(locale: Locale, timeZone?: string): AccountFormat {
  const zone = timeZone ? { timeZone } : {};
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", ...zone });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...zone,
  });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: "short", ...zone });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const formatWith = (format: Intl.DateTimeFormat, iso: string) => {
    const date = safeDate(iso);
    return date ? format.format(date) : iso;
  };
  return {
    locale,
    date: (iso) => formatWith(dateFormat, iso),
    dateTime: (iso) => formatWith(dateTimeFormat, iso),
    time: (iso) => formatWith(timeFormat, iso),
    day: (isoDay) =>
      /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? formatWith(dayFormat, `${isoDay}T00:00:00Z`) : isoDay,
  };
}

/** The account formatters of the active locale (re-created when the locale changes). */
export function useAccountFormat(): AccountFormat {
  const { locale } = useLocale();
  return useMemo(() => createAccountFormat(locale), [locale]);
}

/** Translates a label from `labels.ts` (a message descriptor, or an unknown code shown as is). */
export function useLabel(): (label: Label) => string {
  const { i18n } = useLingui();
  return (label) => (typeof label === "string" ? label : i18n._(label));
}
