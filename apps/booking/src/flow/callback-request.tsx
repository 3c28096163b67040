import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import { fromIsoDay, toIsoDay, usePartnerTimeFormat } from "@storefront/kit/dates";
import { useListSeparator } from "@storefront/kit/locale";
import { useApiClient, useAuthDialog, useUser } from "@storefront/kit/session";
import { DatePicker } from "@storefront/ui/date-picker";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { PlainButton } from "@storefront/ui/plain-button";
import { TimePicker, type TimeValue } from "@storefront/ui/time-picker";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { bookingErrorMessage } from "../booking-errors";
import { useDatePickerLocale } from "./date-picker-labels";

// The booking contract, and the zod schemas it builds, load with the first request: not with the home.
const requestCallback = lazyEndpoint(
  () => import("@storefront/core/contracts/api/booking"),
  "requestCallback",
);

const pad = (n: number) => String(n).padStart(2, "0");
/** `HH:MM` of the time picker's value: the partner's clock, as the API takes it. */
const clockTime = (time: TimeValue) => `${pad(time.hours24)}:${pad(time.minutes)}`;

/**
 * A clinic's "call me back": a phone number, a day and a time on the partner's clock (ui's date and
 * time pickers), and a note. "Today" is read in an effect, never during render (server-safe).
 */
export function CallbackRequest() {
  const { t, i18n } = useLingui();
  const separator = useListSeparator();
  const pickerLocale = useDatePickerLocale(t`Choose a day`);
  const { dir } = pickerLocale;
  const format = usePartnerTimeFormat();
  const client = useApiClient();
  const user = useUser();
  const auth = useAuthDialog();
  const headingId = useId();
  const [today, setToday] = useState<Date | undefined>(undefined);
  useEffect(() => setToday(new Date()), []);
  const [phone, setPhone] = useState("");
  const [day, setDay] = useState<string | undefined>(undefined);
  const [time, setTime] = useState<TimeValue>({ hours24: 10, minutes: 0, seconds: 0, milliseconds: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { phone: string; day: string; time: string }) =>
      client.call(requestCallback, { body }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return auth.open("login");
    const digits = phone.replace(/\D/g, "");
    if (!/^\d{5,15}$/.test(digits)) return setProblem(t`Enter a phone number of 5 to 15 digits.`);
    if (!day) return setProblem(t`Choose a day.`);
    setProblem(null);
    send.mutate({ phone: digits, day, time: clockTime(time) });
  };

  if (send.isSuccess && day) {
    const when = `${format.day(day)}${separator}${clockTime(time)}`;
    const zone = format.zoneName;
    return (
      <p role="status" className="rounded-lg border border-primary bg-primary/5 p-4 text-sm">
        {t`Thank you. We will call you on ${when} (${zone}).`}
      </p>
    );
  }
  const error = problem ?? (send.isError ? i18n._(bookingErrorMessage(send.error)) : null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t`Prefer a call?`}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t`Leave your number and when suits you: we call you back to book.`}
      </p>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <Field label={t`Phone number`}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              // A number reads left to right on an Arabic page too ("+966 …", not "… 966+").
              dir="ltr"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Day`}>
          {(control) => (
            <DatePicker
              {...control}
              value={fromIsoDay(day)}
              onChange={(date) => setDay(date ? toIsoDay(date) : undefined)}
              min={today}
              today={today}
              {...pickerLocale}
            />
          )}
        </Field>
        <TimePicker
          value={time}
          onChange={setTime}
          showSeconds={false}
          showMilliseconds={false}
          minuteStep={15}
          dir={dir}
          labels={{
            group: t`Time (${format.zoneName})`,
            hour: t`Hour`,
            minute: t`Minute`,
            second: t`Second`,
            millisecond: t`Millisecond`,
            period: t`AM or PM`,
            am: t`AM`,
            pm: t`PM`,
          }}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <PlainButton type="submit" variant="outline" disabled={send.isPending} className="self-start">
          {user ? t`Call me back` : t`Log in to ask for a call`}
        </PlainButton>
      </form>
    </section>
  );
}
