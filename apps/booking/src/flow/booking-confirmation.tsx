import { useLingui } from "@lingui/react/macro";
import type { Appointment } from "@storefront/kit/account";
import { usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { CalendarCheckIcon } from "lucide-react";
import type { BookingCalendar } from "../queries";
import { useBookingWords } from "./booking-words";

/** The booking is made: what, who, when, where, what is left to pay, and the cancel rule. */
export function BookingConfirmation({
  appointment,
  location,
  onBookAnother,
}: {
  appointment: Appointment;
  location: BookingCalendar["location"];
  onBookAnother(): void;
}) {
  const { t } = useLingui();
  const words = useBookingWords();
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const cancelUntil = format.dateTime(appointment.cancel_until);
  return (
    <section
      aria-labelledby="booking-confirmed"
      role="status"
      className="flex flex-col gap-4 rounded-lg border border-primary bg-primary/5 p-6"
    >
      <h2 id="booking-confirmed" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarCheckIcon aria-hidden="true" className="size-6 text-primary" />
        {t`Your appointment is booked`}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{words.serviceLabel}</dt>
        <dd>{localized(appointment.service.name, appointment.service.name_lang)}</dd>
        <dt className="text-muted-foreground">{words.staffLabel}</dt>
        <dd>{localized(appointment.staff.name, appointment.staff.name_lang)}</dd>
        <dt className="text-muted-foreground">{t`When`}</dt>
        <dd>
          <time dateTime={appointment.starts_at}>
            {format.weekdayDate(appointment.starts_at)}, {format.time(appointment.starts_at)}
          </time>{" "}
          <span className="text-muted-foreground">({format.zoneName})</span>
        </dd>
        <dt className="text-muted-foreground">{t`Where`}</dt>
        <dd>
          {localized(location.name, location.name_lang)}, {localized(location.address, location.address_lang)}
        </dd>
        <dt className="text-muted-foreground">{t`To pay at your visit`}</dt>
        <dd>
          <Money amount={appointment.price} />
        </dd>
      </dl>
      <p className="text-sm">{t`You can cancel it free of charge until ${cancelUntil}.`}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/account/appointment">{t`See my appointments`}</Link>
        </Button>
        <Button variant="outline" onClick={onBookAnother}>
          {t`Book another appointment`}
        </Button>
      </div>
    </section>
  );
}
