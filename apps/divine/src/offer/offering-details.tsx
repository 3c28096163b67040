import { useLingui } from "@lingui/react/macro";
import type { LineDetails } from "@storefront/core/cart";
import type { Locale } from "@storefront/core/locale";
import { useLocale } from "@storefront/kit/locale";

/**
 * A day `YYYY-MM-DD` written out with its weekday in the reader's language ("Wednesday, 25
 * November 2026"), read as a calendar day (no time-zone shift); anything else as it is.
 */
export function formatOfferingDay(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(date);
}

/**
 * What an offering line says under its name: who it is offered for (a name, or "Myself" when the
 * line names no one), its day, and the intention in quotes. Nothing for a line without details
 * (a physical item).
 */
export function OfferingDetails({ details }: { details: LineDetails | null | undefined }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  if (!details) return null;
  const forName = details.for_name ?? t`Myself`;
  const day = details.date ? formatOfferingDay(details.date, locale) : null;
  const intention = details.note;
  return (
    <dl data-slot="offering-details" className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
      <dt className="text-muted-foreground">{t`Offered for`}</dt>
      <dd data-testid="offered-for" className="font-medium">
        {forName}
      </dd>
      {day ? (
        <>
          <dt className="text-muted-foreground">{t`Day`}</dt>
          <dd data-testid="offering-day">
            <time dateTime={details.date}>{day}</time>
          </dd>
        </>
      ) : null}
      {intention ? (
        <>
          <dt className="text-muted-foreground">{t`Intention`}</dt>
          <dd className="break-words italic">{t`“${intention}”`}</dd>
        </>
      ) : null}
    </dl>
  );
}
