import { useLingui } from "@lingui/react/macro";
import { usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import type { ReactNode } from "react";
import type { BookingCalendar } from "../queries";
import { useBookingWords } from "./booking-words";

/** What, with whom, when (in the partner's zone, named) and where: the confirm step's and the confirmation's. */
export function AppointmentFacts({
  service,
  staff,
  startsAt,
  location,
  children,
}: {
  service: string;
  staff: string;
  startsAt: string;
  location: BookingCalendar["location"];
  /** More rows (`<dt>`/`<dd>` pairs). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const words = useBookingWords();
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{words.serviceLabel}</dt>
      <dd>{service}</dd>
      <dt className="text-muted-foreground">{words.staffLabel}</dt>
      <dd>{staff}</dd>
      <dt className="text-muted-foreground">{t`When`}</dt>
      <dd>
        <time dateTime={startsAt}>
          {format.weekdayDate(startsAt)}, {format.time(startsAt)}
        </time>{" "}
        <span className="text-muted-foreground">({format.zoneName})</span>
      </dd>
      <dt className="text-muted-foreground">{t`Where`}</dt>
      <dd>
        {localized(location.name, location.name_lang)}, {localized(location.address, location.address_lang)}
      </dd>
      {children}
    </dl>
  );
}
