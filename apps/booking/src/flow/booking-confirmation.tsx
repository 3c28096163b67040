import { useLingui } from "@lingui/react/macro";
import type { Appointment } from "@storefront/kit/account";
import { CalendarFileLink, usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { buttonVariants, PlainButton } from "@storefront/ui/plain-button";
import { Link } from "@tanstack/react-router";
import { CalendarCheckIcon, CalendarPlusIcon } from "lucide-react";
import type { BookingCalendar } from "../queries";
import { AppointmentFacts } from "./appointment-facts";

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
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const cancelUntil = format.dateTime(appointment.cancel_until);
  const service = localized(appointment.service.name, appointment.service.name_lang);
  const staff = localized(appointment.staff.name, appointment.staff.name_lang);
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
      <AppointmentFacts service={service} staff={staff} startsAt={appointment.starts_at} location={location}>
        <dt className="text-muted-foreground">{t`To pay at your visit`}</dt>
        <dd>
          <Money amount={appointment.price} />
        </dd>
      </AppointmentFacts>
      <p className="text-sm">{t`You can cancel it free of charge until ${cancelUntil}.`}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/account/appointment" className={buttonVariants()}>{t`See my appointments`}</Link>
        <CalendarFileLink
          appointmentId={appointment._id}
          service={service}
          startsAt={appointment.starts_at}
          endsAt={appointment.ends_at}
          description={t`With ${staff}`}
          fallbackLocation={localized(location.address, location.address_lang)}
          className={buttonVariants({ variant: "outline" })}
        >
          <CalendarPlusIcon aria-hidden="true" />
          {t`Add to calendar`}
        </CalendarFileLink>
        <PlainButton variant="outline" onClick={onBookAnother}>
          {t`Book another appointment`}
        </PlainButton>
      </div>
    </section>
  );
}
