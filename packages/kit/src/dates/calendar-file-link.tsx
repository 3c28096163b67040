import type { ReactNode } from "react";
import { useLocalized } from "../locale";
import { usePartner, usePartnerName } from "../partner";

/** What an "Add to calendar" link puts in its file. */
export interface CalendarFileLinkProps {
  /** The appointment's id: the event's UID and the file's name. */
  appointmentId: string;
  /** The service's name, in the page's language: the event's title, with the partner's name. */
  service: string;
  startsAt: string;
  endsAt: string;
  /** A line of detail ("With Reem"). */
  description?: string | undefined;
  /** Where, when the partner has published no contact address (the booking calendar's). */
  fallbackLocation?: string | undefined;
  className?: string | undefined;
  /** The link's words (the caller's catalog has them). */
  children: ReactNode;
}

/**
 * "Add to calendar": a link that, on click, makes the appointment's `.ics` in the browser from what
 * the page already shows (`appointmentCalendarFile`, loaded with the first click: no page's first
 * load carries it) and downloads it through a Blob URL — nothing is asked of the API, nothing
 * happens during render (decision 0062). The place is the partner's
 * contact address in the page's language when it has one.
 */
export function CalendarFileLink({
  appointmentId,
  service,
  startsAt,
  endsAt,
  description,
  fallbackLocation,
  className,
  children,
}: CalendarFileLinkProps) {
  const partner = usePartner();
  const partnerName = usePartnerName();
  const localized = useLocalized();
  const address = partner.contact?.address
    ? localized(partner.contact.address, partner.contact.address_lang)
    : fallbackLocation;
  const fileName = `appointment-${appointmentId}.ics`;
  return (
    <a
      href={`#${fileName}`}
      data-slot="add-to-calendar"
      className={className}
      onClick={async (event) => {
        event.preventDefault();
        const { appointmentCalendarFile } = await import("./calendar-file");
        const text = appointmentCalendarFile({
          uid: `appointment-${appointmentId}@${window.location.hostname}`,
          startsAt,
          endsAt,
          summary: partnerName ? `${service} · ${partnerName}` : service,
          location: address,
          description,
          now: new Date(),
        });
        const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
        const download = document.createElement("a");
        download.href = url;
        download.download = fileName;
        document.body.append(download);
        download.click();
        download.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }}
    >
      {children}
    </a>
  );
}
