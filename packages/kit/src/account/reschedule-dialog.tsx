import { useLingui } from "@lingui/react/macro";
import { getBookingCalendar, listSlots, rescheduleAppointment } from "@storefront/core/contracts/api/booking";
import { cn } from "@storefront/ui/cn";
import { DatePicker } from "@storefront/ui/date-picker";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@storefront/ui/dialog";
import { Field } from "@storefront/ui/field";
import { PlainButton } from "@storefront/ui/plain-button";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { fromIsoDay, toIsoDay, usePartnerTimeFormat } from "../dates";
import { useLocale, useLocalized } from "../locale";
import { useAccountApi } from "./account-api";
import { useNotify } from "./notify";
import { type Appointment, accountInvalidation } from "./queries";
import { useMutationErrorMessage } from "./use-mutation-error";

/** How many of the next open days are one tap away beside the calendar (as in the booking flow). */
const QUICK_DAYS = 5;

/**
 * The booking flow's availability keys (apps/booking's `bookingQueries`): the dialog reads the same
 * cached calendar and slots, and a move refreshes them for the booking pages too.
 */
const AVAILABILITY_KEY = ["booking", "availability"] as const;

function Choice({
  selected,
  onClick,
  children,
  className,
}: {
  selected: boolean;
  onClick(): void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        "rounded-lg border border-border bg-background px-3 py-2 text-start text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected && "border-primary bg-primary/10 ring-1 ring-primary hover:bg-primary/10",
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * "Reschedule": a new day and time for an open appointment of the same service — with the same
 * person, or anyone available who gives it — from the partner's booking calendar and free slots
 * (the booking flow's data, in its words: next free days, a calendar, free times in the partner's
 * zone). The API checks the slot again as a booking does; a refusal (taken meanwhile) shows in the
 * dialog, a move closes it with a toast and the list refreshed.
 */
export function RescheduleDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {/* Keyed: every appointment opens on a clean choice. */}
      {appointment ? (
        <RescheduleContent key={appointment._id} appointment={appointment} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RescheduleContent({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useLingui();
  const { locale, dir } = useLocale();
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const [samePerson, setSamePerson] = useState(true);
  const [day, setDay] = useState<string | undefined>();
  const [slot, setSlot] = useState<string | undefined>();
  const serviceId = appointment.service._id;
  const staffId = samePerson ? appointment.staff._id : undefined;
  const service = localized(appointment.service.name, appointment.service.name_lang);
  const staff = localized(appointment.staff.name, appointment.staff.name_lang);
  const when = format.dateTime(appointment.starts_at);
  const zone = format.zoneName;

  const calendar = useQuery({
    queryKey: [...AVAILABILITY_KEY, "calendar", serviceId, staffId ?? "any"] as const,
    queryFn: ({ signal }) =>
      api.client.call(getBookingCalendar, { query: { service_id: serviceId, staff_id: staffId }, signal }),
  });
  const slots = useQuery({
    queryKey: [...AVAILABILITY_KEY, "slots", serviceId, staffId ?? "any", day ?? ""] as const,
    queryFn: ({ signal }) =>
      api.client.call(listSlots, {
        query: { service_id: serviceId, staff_id: staffId, date: day ?? "" },
        signal,
      }),
    enabled: day !== undefined,
  });
  const move = useMutation({
    mutationFn: (startsAt: string) =>
      api.client.call(rescheduleAppointment, {
        params: { id: appointment._id },
        body: { staff_id: staffId ?? null, starts_at: startsAt },
      }),
    onSuccess: async (moved) => {
      // The list shows the new time when the dialog closes; the free times refresh behind it.
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      await queryClient.invalidateQueries({ queryKey: accountInvalidation.appointments(api.customer) });
      const newWhen = format.dateTime(moved.starts_at);
      notify({ title: t`Your appointment is moved to ${newWhen}.`, variant: "success" });
      onClose();
    },
    onError: () => {
      // The time was taken meanwhile: show what is free now.
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    },
  });

  const days = calendar.data?.days ?? [];
  const states = new Map(days.map((d) => [d.date, d]));
  const openDays = days.filter((d) => d.state === "open");
  // Its own time is shown as booked: it is not a choice.
  const free = (slots.data ?? []).filter(
    (s) => s.available && Date.parse(s.starts_at) !== Date.parse(appointment.starts_at),
  );
  const pickerLabels = {
    placeholder: t`Choose a day`,
    calendar: t`Calendar`,
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    month: t`Month`,
    year: t`Year`,
  };
  const chooseDay = (next: string) => {
    setDay(next);
    setSlot(undefined);
    move.reset();
  };

  return (
    <DialogContent
      showCloseButton
      closeLabel={t`Close`}
      className="sm:max-w-xl"
      data-slot="reschedule-dialog"
    >
      <DialogHeader>
        <DialogTitle>{t`Reschedule this appointment`}</DialogTitle>
        <DialogDescription>{t`${service}, now on ${when}. Choose a new day and time.`}</DialogDescription>
      </DialogHeader>
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t`With whom`}</legend>
        <Choice
          selected={samePerson}
          onClick={() => {
            setSamePerson(true);
            setDay(undefined);
            setSlot(undefined);
          }}
        >
          {t`With ${staff}`}
        </Choice>
        <Choice
          selected={!samePerson}
          onClick={() => {
            setSamePerson(false);
            setDay(undefined);
            setSlot(undefined);
          }}
        >
          {t`Anyone available`}
        </Choice>
      </fieldset>
      {calendar.isPending ? (
        <p className="text-sm text-muted-foreground">{t`Loading…`}</p>
      ) : calendar.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(calendar.error)}
        </p>
      ) : (
        <div className="flex min-w-0 flex-col gap-3">
          {openDays.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t`No free days in the coming weeks. Please choose someone else or call us.`}
            </p>
          ) : (
            <ul aria-label={t`Next free days`} className="flex flex-wrap gap-2">
              {openDays.slice(0, QUICK_DAYS).map((d) => (
                <li key={d.date}>
                  <Choice selected={day === d.date} onClick={() => chooseDay(d.date)}>
                    {format.day(d.date)}
                  </Choice>
                </li>
              ))}
            </ul>
          )}
          <Field label={t`Or pick a day on the calendar`}>
            {(control) => (
              <DatePicker
                {...control}
                value={fromIsoDay(day)}
                onChange={(date) => {
                  if (date) chooseDay(toIsoDay(date));
                }}
                min={fromIsoDay(calendar.data.today)}
                max={fromIsoDay(calendar.data.last_day)}
                today={fromIsoDay(calendar.data.today)}
                disabledDays={(date: Date) => states.get(toIsoDay(date))?.state !== "open"}
                labels={pickerLabels}
                locale={locale}
                dir={dir}
                formatValue={(date) => format.day(toIsoDay(date))}
              />
            )}
          </Field>
        </div>
      )}
      {day === undefined ? null : slots.isPending ? (
        <p className="text-sm text-muted-foreground">{t`Loading…`}</p>
      ) : free.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t`No free times left on this day. Please choose another day.`}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t`Times are in ${zone}.`}</p>
          <ul aria-label={t`Free times`} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {free.map((s) => (
              <li key={s.starts_at}>
                <Choice
                  selected={slot !== undefined && Date.parse(slot) === Date.parse(s.starts_at)}
                  onClick={() => {
                    setSlot(s.starts_at);
                    move.reset();
                  }}
                  className="w-full px-2 text-center tabular-nums"
                >
                  <time dateTime={s.starts_at}>{format.time(s.starts_at)}</time>
                </Choice>
              </li>
            ))}
          </ul>
        </div>
      )}
      {move.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(move.error)}
        </p>
      ) : null}
      <DialogFooter>
        <PlainButton variant="outline" onClick={onClose}>
          {t`Keep the current time`}
        </PlainButton>
        <PlainButton
          disabled={slot === undefined || move.isPending}
          onClick={() => {
            if (slot) move.mutate(slot);
          }}
        >
          {move.isPending ? t`Moving…` : t`Move appointment`}
        </PlainButton>
      </DialogFooter>
    </DialogContent>
  );
}
