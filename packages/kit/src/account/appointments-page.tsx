import { useLingui } from "@lingui/react/macro";
import { cancelAppointment } from "@storefront/core/contracts/api/booking";
import { Badge } from "@storefront/ui/badge";
import { Button, buttonVariants } from "@storefront/ui/button";
import { ConfirmDialog } from "@storefront/ui/confirm-dialog";
import { EmptyState } from "@storefront/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@storefront/ui/tabs";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarClockIcon, CalendarPlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { CalendarFileLink, usePartnerTimeFormat } from "../dates";
import { useLocale, useLocalized } from "../locale";
import { Money } from "../money";
import { useCanLinkTo } from "../routing";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useLabel } from "./format";
import { appointmentStatusLabel, statusTone } from "./labels";
import { useNotify } from "./notify";
import { type Appointment, accountInvalidation, accountQueries } from "./queries";
import { PageHeader, QuerySection } from "./states";
import { useMutationErrorMessage } from "./use-mutation-error";

// The dialog (its date picker, its calls) loads when a shopper first reschedules.
const RescheduleDialog = lazy(() =>
  import("./reschedule-dialog").then((module) => ({ default: module.RescheduleDialog })),
);

/** What paid part of an appointment: the offer, a voucher, a plan session. */
function PaidWith({ appointment }: { appointment: Appointment }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { pricing, offer } = appointment;
  const parts: string[] = [];
  if (pricing.plan_session) parts.push(t`Paid with a plan session`);
  if (offer) {
    const title = localized(offer.title, offer.title_lang);
    parts.push(t`Offer: ${title}`);
  }
  if (pricing.voucher_amount > 0) parts.push(t`Part paid with a voucher`);
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted-foreground">{parts.join(" · ")}</p>;
}

/**
 * One booking: what, with whom, when — in the partner's time zone, named, since that is where the
 * appointment happens —, its status and price, what paid for it, and "Cancel" with the deadline
 * while the API allows it; an open one also "Reschedule" (until the same deadline) and "Add to
 * calendar" (its `.ics`, decision 0062).
 */
export function AppointmentCard({
  appointment,
  onCancel,
  onReschedule,
}: {
  appointment: Appointment;
  onCancel?: () => void;
  onReschedule?: () => void;
}) {
  const { t } = useLingui();
  const format = usePartnerTimeFormat();
  const label = useLabel();
  const localized = useLocalized();
  const service = localized(appointment.service.name, appointment.service.name_lang);
  const staff = localized(appointment.staff.name, appointment.staff.name_lang);
  const cancelUntil = format.dateTime(appointment.cancel_until);
  const open = appointment.status === "booked" && Date.parse(appointment.starts_at) > Date.now();
  return (
    <article
      aria-label={service}
      data-slot="appointment"
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-border p-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">{service}</h3>
        <p className="text-sm text-muted-foreground">
          {/* Doctors' names carry their title already ("Dr. Khalid …"). */}
          {t`With ${staff}`}
        </p>
        <p className="text-sm">
          <time dateTime={appointment.starts_at}>{format.dateTime(appointment.starts_at)}</time>
          {" – "}
          <time dateTime={appointment.ends_at}>{format.time(appointment.ends_at)}</time>{" "}
          <span className="text-muted-foreground">({format.zoneName})</span>
        </p>
        <PaidWith appointment={appointment} />
        {appointment.note ? <p className="text-sm text-muted-foreground">{appointment.note}</p> : null}
        {appointment.can_cancel && onCancel ? (
          <p className="text-xs text-muted-foreground" data-slot="cancel-rule">
            {t`Free cancellation until ${cancelUntil}`}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-2">
        <Badge variant={statusTone(appointment.status)}>
          {label(appointmentStatusLabel(appointment.status))}
        </Badge>
        <Money amount={appointment.price} className="font-medium" />
        <div className="flex flex-wrap justify-end gap-2">
          {open ? (
            <CalendarFileLink
              appointmentId={appointment._id}
              service={service}
              startsAt={appointment.starts_at}
              endsAt={appointment.ends_at}
              description={t`With ${staff}`}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              <CalendarPlusIcon aria-hidden="true" />
              {t`Add to calendar`}
            </CalendarFileLink>
          ) : null}
          {appointment.can_cancel && onReschedule ? (
            <Button variant="outline" size="sm" onClick={onReschedule} aria-label={t`Reschedule ${service}`}>
              {t`Reschedule`}
            </Button>
          ) : null}
          {appointment.can_cancel && onCancel ? (
            <Button variant="outline" size="sm" onClick={onCancel} aria-label={t`Cancel ${service}`}>
              {t`Cancel`}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function AppointmentList({
  scope,
  onCancel,
  onReschedule,
}: {
  scope: "upcoming" | "past";
  onCancel: (a: Appointment) => void;
  onReschedule: (a: Appointment) => void;
}) {
  const { t } = useLingui();
  const api = useAccountApi();
  // The booking page, where the partner takes bookings and its vertical has built it.
  const canBook = useCanLinkTo()("/booking");
  const { data } = useSuspenseQuery(accountQueries.appointments(api, scope));
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClockIcon />}
        title={
          scope === "upcoming" ? t`You have no upcoming appointments.` : t`You have no past appointments.`
        }
        action={
          scope === "upcoming" && canBook ? (
            <Button asChild variant="outline">
              <Link to="/booking">{t`Book an appointment`}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((appointment) => (
        <li key={appointment._id}>
          <AppointmentCard
            appointment={appointment}
            onCancel={() => onCancel(appointment)}
            onReschedule={() => onReschedule(appointment)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/account/appointment`: upcoming and past bookings (salon, hospital), reschedule and cancel where
 * allowed, each open one to add to a calendar.
 */
export function AppointmentsPage() {
  const { t } = useLingui();
  const { dir } = useLocale();
  useDocumentTitle(t`Appointments`);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [moving, setMoving] = useState<Appointment | null>(null);
  return (
    <>
      <PageHeader title={t`Appointments`} />
      <Tabs defaultValue="upcoming" dir={dir}>
        <TabsList aria-label={t`Appointments`}>
          <TabsTrigger value="upcoming">{t`Upcoming`}</TabsTrigger>
          <TabsTrigger value="past">{t`Past`}</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <QuerySection>
            <AppointmentList scope="upcoming" onCancel={setCancelling} onReschedule={setMoving} />
          </QuerySection>
        </TabsContent>
        <TabsContent value="past">
          <QuerySection>
            <AppointmentList scope="past" onCancel={setCancelling} onReschedule={setMoving} />
          </QuerySection>
        </TabsContent>
      </Tabs>
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      {moving ? (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={moving} onClose={() => setMoving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const format = usePartnerTimeFormat();
  const localized = useLocalized();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const cancel = useMutation({
    mutationFn: (id: string) => api.client.call(cancelAppointment, { params: { id }, body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountInvalidation.appointments(api.customer) });
      notify({ title: t`Your appointment is cancelled.`, variant: "success" });
      onClose();
    },
  });
  const service = appointment ? localized(appointment.service.name, appointment.service.name_lang) : "";
  const when = appointment ? format.dateTime(appointment.starts_at) : "";
  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(next) => {
        if (!next) {
          cancel.reset();
          onClose();
        }
      }}
      title={t`Cancel this appointment?`}
      description={t`${service} on ${when}.`}
      error={cancel.isError ? errorMessage(cancel.error) : null}
      cancelLabel={t`Keep it`}
      confirmLabel={t`Cancel appointment`}
      pending={cancel.isPending}
      onConfirm={() => {
        if (appointment) cancel.mutate(appointment._id);
      }}
    />
  );
}
