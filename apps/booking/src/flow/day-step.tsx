import { useLingui } from "@lingui/react/macro";
import { fromIsoDay, toIsoDay, usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import { useApiClient } from "@storefront/kit/session";
import { DatePicker } from "@storefront/ui/date-picker";
import { Field } from "@storefront/ui/field";
import { useSuspenseQuery } from "@tanstack/react-query";
import { bookingQueries } from "../queries";
import { useDatePickerLocale } from "./date-picker-labels";
import { ChoiceButton, StepSection } from "./step-section";

/** How many of the next open days are offered as one-tap choices beside the calendar. */
const QUICK_DAYS = 5;

/**
 * Step 3: the day, on ui's date picker (weeks from Monday) over the partner's calendar: from its
 * "today" (the server's, so server and browser agree) to the end of the booking window, closed and
 * full days disabled; the next open days are one tap away.
 */
export function DayStep({
  serviceId,
  staffId,
  selected,
  onChoose,
}: {
  serviceId: string;
  staffId: string | undefined;
  selected: string | undefined;
  onChoose(day: string): void;
}) {
  const { t } = useLingui();
  const pickerLocale = useDatePickerLocale(t`Choose a day`);
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const { data: calendar } = useSuspenseQuery(bookingQueries.calendar(useApiClient(), serviceId, staffId));
  const states = new Map(calendar.days.map((day) => [day.date, day]));
  const openDays = calendar.days.filter((day) => day.state === "open");
  // Holidays are worth saying; the weekly closing day shows as disabled on the calendar.
  const holidays = calendar.days.filter((day) => day.state === "closed" && day.reason).slice(0, 3);
  return (
    <StepSection number={3} title={t`Choose a day`}>
      {openDays.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t`No free days in the coming weeks. Please choose someone else or call us.`}
        </p>
      ) : (
        <ul aria-label={t`Next free days`} className="flex flex-wrap gap-2">
          {openDays.slice(0, QUICK_DAYS).map((day) => (
            <li key={day.date}>
              <ChoiceButton
                selected={selected === day.date}
                onClick={() => onChoose(day.date)}
                className="px-3 py-2 text-sm"
              >
                {format.day(day.date)}
              </ChoiceButton>
            </li>
          ))}
        </ul>
      )}
      <Field label={t`Or pick a day on the calendar`}>
        {(control) => (
          <DatePicker
            {...control}
            value={fromIsoDay(selected)}
            onChange={(date) => {
              if (date) onChoose(toIsoDay(date));
            }}
            min={fromIsoDay(calendar.today)}
            max={fromIsoDay(calendar.last_day)}
            today={fromIsoDay(calendar.today)}
            disabledDays={(date: Date) => states.get(toIsoDay(date))?.state !== "open"}
            {...pickerLocale}
            formatValue={(date) => format.day(toIsoDay(date))}
          />
        )}
      </Field>
      {holidays.length > 0 ? (
        <ul className="text-sm text-muted-foreground">
          {holidays.map((day) => {
            const date = format.day(day.date);
            const reason = localized(day.reason ?? "", day.reason_lang);
            return <li key={day.date}>{t`Closed on ${date}: ${reason}`}</li>;
          })}
        </ul>
      ) : null}
    </StepSection>
  );
}
