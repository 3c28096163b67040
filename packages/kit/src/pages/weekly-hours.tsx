import { useLingui } from "@lingui/react/macro";
import type { WeeklyHours } from "@storefront/core/contracts/partner";
import { hoursByDay, openingState } from "@storefront/core/partner";
import { cn } from "@storefront/ui/cn";
import { useMemo } from "react";
import { useHydrated } from "../app";
import { useLocale } from "../locale";

/** A Monday in UTC: the day names are read off the week that starts there (spec §2: Monday first). */
const MONDAY = Date.UTC(2024, 0, 1);

/** The day names and clock times of a locale (Arabic digits and words on Arabic pages). */
export function useHoursFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const dayName = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    return {
      day: (day: number) => dayName.format(MONDAY + (day - 1) * 86_400_000),
      time: (time: string) =>
        clock.format(Date.UTC(2024, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)))),
    };
  }, [locale]);
}

/** Props of `WeeklyHoursList`. */
export interface WeeklyHoursListProps {
  hours: WeeklyHours;
  /** The list's accessible name ("Opening hours", "Ordering times"). */
  label: string;
  className?: string;
}

/**
 * A week of hours, Monday first: each day's name and its periods ("9:00 AM – 10:00 PM"), or
 * "Closed". Server-rendered: it shows the partner's week, not the visitor's clock.
 */
export function WeeklyHoursList({ hours, label, className }: WeeklyHoursListProps) {
  const { t } = useLingui();
  const format = useHoursFormat();
  return (
    <dl aria-label={label} data-slot="weekly-hours" className={cn("grid gap-1 text-sm", className)}>
      {hoursByDay(hours).map(({ day, periods }) => (
        <div key={day} className="flex justify-between gap-4">
          <dt>{format.day(day)}</dt>
          <dd className="text-end tabular-nums">
            {periods.length === 0
              ? t`Closed`
              : periods.map((period) => (
                  // Each time isolated, so the range reads opening first in either direction.
                  <span key={period.opens} className="block">
                    <bdi>{format.time(period.opens)}</bdi> – <bdi>{format.time(period.closes)}</bdi>
                  </span>
                ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of `OpenNow`. */
export interface OpenNowProps {
  hours: WeeklyHours;
  /** The partner's time zone (`partner.time_zone`). */
  timeZone: string | undefined;
  /** What "open" means here: the shop is open, or it takes orders. */
  kind?: "open" | "ordering";
  className?: string;
}

/**
 * "Open now · until 10:00 PM" or "Closed · opens Monday 9:00 AM", by the visitor's clock in the
 * partner's time zone. The clock is the browser's: the server renders the line's space empty and
 * the browser fills it after hydration (no mismatch, no shift).
 */
export function OpenNow({ hours, timeZone, kind = "open", className }: OpenNowProps) {
  const { t } = useLingui();
  const format = useHoursFormat();
  const hydrated = useHydrated();
  let text = "";
  let open = false;
  if (hydrated) {
    const state = openingState(hours, Date.now(), timeZone);
    open = state.open;
    if (state.open) {
      const until = format.time(state.closes);
      text = kind === "ordering" ? t`Taking orders now, until ${until}` : t`Open now, until ${until}`;
    } else if (state.next) {
      const day = format.day(state.next.day);
      const at = format.time(state.next.opens);
      text =
        kind === "ordering"
          ? t`Not taking orders now. Orders open ${day} at ${at}.`
          : t`Closed now. Opens ${day} at ${at}.`;
    } else {
      text = kind === "ordering" ? t`Not taking orders now.` : t`Closed now.`;
    }
  }
  return (
    <p
      data-slot="open-now"
      data-open={hydrated ? String(open) : undefined}
      aria-live="polite"
      className={cn(
        "min-h-5 text-sm font-medium",
        open ? "text-success" : "text-muted-foreground",
        className,
      )}
    >
      {text}
    </p>
  );
}
