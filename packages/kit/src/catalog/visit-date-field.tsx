import { useLingui } from "@lingui/react/macro";
import { DatePicker } from "@storefront/ui/date-picker";
import { Field } from "@storefront/ui/field";
import { fromIsoDay, toIsoDay } from "../dates";
import { useLocale } from "../locale";

/** Days ahead a visit can be booked. */
export const VISIT_BOOKING_WINDOW_DAYS = 180;

export interface VisitDateFieldProps {
  /** `YYYY-MM-DD`, or undefined. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  /** "Today" (tests pin it). */
  today?: Date;
  error?: string;
}

/**
 * The visit day of an adventure-park ticket (docs/decisions/0004-adventure-park.md): ui's date
 * picker (weeks from Monday), from today up to `VISIT_BOOKING_WINDOW_DAYS` ahead. This module —
 * and react-day-picker with it — loads only on a ticket's page.
 */
export function VisitDateField({ value, onChange, today = new Date(), error }: VisitDateFieldProps) {
  const { t } = useLingui();
  const { locale, dir } = useLocale();
  const min = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const max = new Date(min.getFullYear(), min.getMonth(), min.getDate() + VISIT_BOOKING_WINDOW_DAYS);
  return (
    <Field
      label={t`Visit date`}
      description={t`Tickets are valid on the day you choose.`}
      error={error}
      required
    >
      {(control) => (
        <DatePicker
          {...control}
          value={fromIsoDay(value)}
          onChange={(date) => onChange(date ? toIsoDay(date) : undefined)}
          min={min}
          max={max}
          today={today}
          dir={dir}
          locale={locale}
          labels={{
            placeholder: t`Choose your visit date`,
            calendar: t`Calendar`,
            previousMonth: t`Previous month`,
            nextMonth: t`Next month`,
            month: t`Month`,
            year: t`Year`,
          }}
        />
      )}
    </Field>
  );
}

export default VisitDateField;
