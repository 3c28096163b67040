import { useLingui } from "@lingui/react/macro";
import { lazyComponent } from "@storefront/kit/app";
import { useLocalized } from "@storefront/kit/locale";
import { useApiClient } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { cn } from "@storefront/ui/cn";
import { PlainButton } from "@storefront/ui/plain-button";
import { Skeleton } from "@storefront/ui/skeleton";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type ComponentProps, type ReactNode, Suspense, useEffect } from "react";
import {
  type BookingSearch,
  bookingUrlSearch,
  chooseStep,
  readBookingSearch,
  staffIdOf,
} from "../booking-search";
import { bookingQueries } from "../queries";
import type { BookingLayout } from "../routes";
import { useBookingWords } from "./booking-words";
import { ServiceStep } from "./service-step";
import { useBook } from "./use-book";

// The confirm step (Radix's checkbox) and a hospital's callback request (the time picker's Radix
// select with floating-ui) load when the page shows them, not with the booking page: a shopper
// choosing a service needs neither. The server renders either when the page has it (a slot in the
// URL, a hospital), and its HTML names the chunk (decision 0035).
const loadConfirmStep = () => import("./confirm-step");
const ConfirmStep = lazyComponent(() =>
  loadConfirmStep().then((module) => ({ default: module.ConfirmStep })),
);
const CallbackRequest = lazyComponent(() =>
  import("./callback-request").then((module) => ({ default: module.CallbackRequest })),
);
const loadLaterSteps = () => import("./later-steps");
const StaffStep = lazyComponent(() => loadLaterSteps().then((module) => ({ default: module.StaffStep })));
const DayStep = lazyComponent(() => loadLaterSteps().then((module) => ({ default: module.DayStep })));
const SlotStep = lazyComponent(() => loadLaterSteps().then((module) => ({ default: module.SlotStep })));
const BookingConfirmation = lazyComponent(() =>
  loadLaterSteps().then((module) => ({ default: module.BookingConfirmation })),
);

function preloadLaterSteps() {
  loadLaterSteps().catch(() => {});
}

/** Where a later step shows while its code comes (a moment at most: it is preloaded). */
function StepPending() {
  return <Skeleton className="h-40 w-full rounded-lg" />;
}

/**
 * The booking flow (issue 14): service → person or anyone → day → time → confirm, each choice in
 * the URL (`BookingSearch`) so a reload or the return from logging in lands on it. `layout` is the
 * one difference between `/booking` (steps one under the other) and `/bookingBKUP` (the choices
 * beside the confirmation).
 */
export function BookingFlow({ layout }: { layout: BookingLayout }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const words = useBookingWords();
  const client = useApiClient();
  const navigate = useNavigate();
  const search = readBookingSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const go = (next: BookingSearch) =>
    void navigate({ to: ".", search: bookingUrlSearch(next) as never, resetScroll: false, replace: false });
  const booking = useBook({ onSlotTaken: () => go({ ...search, slot: undefined }) });
  const choose = (step: "service" | "staff" | "day" | "slot", value: string) => {
    booking.reset();
    go(chooseStep(search, step, value));
  };
  useDocumentTitle(t`Book an appointment`);

  const { data: services } = useSuspenseQuery(bookingQueries.services(client));
  const { data: offers } = useSuspenseQuery(bookingQueries.offers(client));
  const offer = offers.find((candidate) => candidate._id === search.offer);
  const service = services.find((candidate) => candidate._id === search.service);
  const staffId = staffIdOf(search);
  const choosingTime = Boolean(service && search.staff && search.day);
  // A shopper choosing a time is one tap from the confirm step: its code comes meanwhile.
  useEffect(() => {
    if (choosingTime) loadConfirmStep().catch(() => {});
  }, [choosingTime]);

  if (booking.booked) {
    return (
      <FlowFrame>
        <BookedView
          onBookAnother={() => {
            booking.reset();
            go({});
          }}
          booked={booking.booked}
          serviceId={booking.booked.service._id}
          staffId={booking.bookedWith ?? undefined}
        />
      </FlowFrame>
    );
  }

  const confirm =
    service && search.staff && search.day && search.slot ? (
      <ConfirmFor
        search={search}
        serviceId={service._id}
        staffId={staffId}
        pending={booking.pending}
        onRemoveOffer={() => go({ ...search, offer: undefined })}
        onBook={(extras) =>
          booking.book({
            service_id: service._id,
            staff_id: staffId ?? null,
            starts_at: search.slot ?? "",
            offer_id: search.offer ?? null,
            ...extras,
          })
        }
      />
    ) : null;

  return (
    <FlowFrame>
      {offer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary bg-primary/5 p-3 text-sm">
          <span>{t`Offer applied: ${localized(offer.title, offer.title_lang)}`}</span>
          <PlainButton size="sm" variant="ghost" onClick={() => go({ ...search, offer: undefined })}>
            {t`Remove the offer`}
          </PlainButton>
        </div>
      ) : null}
      {/* The later steps' code comes as soon as the shopper reaches for a choice (a pointer over the
          flow, a touch, a focus): the first choice does not wait for it, and the hydration that
          the server's HTML names (decision 0035) does not fetch it either. */}
      <div
        className={cn("grid gap-8", layout === "columns" && "lg:grid-cols-[minmax(0,1fr)_24rem]")}
        onPointerEnter={preloadLaterSteps}
        onTouchStart={preloadLaterSteps}
        onFocusCapture={preloadLaterSteps}
      >
        <div className="flex flex-col gap-8">
          <ServiceStep selected={search.service} offer={offer} onChoose={(id) => choose("service", id)} />
          {service ? (
            <Suspense fallback={<StepPending />}>
              <StaffStep
                serviceId={service._id}
                selected={search.staff}
                onChoose={(id) => choose("staff", id)}
              />
            </Suspense>
          ) : null}
          {service && search.staff ? (
            <Suspense fallback={<StepPending />}>
              <DayStep
                serviceId={service._id}
                staffId={staffId}
                selected={search.day}
                onChoose={(day) => choose("day", day)}
              />
            </Suspense>
          ) : null}
          {booking.error ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive p-3 text-sm font-medium text-destructive"
            >
              {booking.error}
            </p>
          ) : null}
          {service && search.staff && search.day ? (
            <Suspense fallback={<StepPending />}>
              <SlotStep
                serviceId={service._id}
                staffId={staffId}
                day={search.day}
                selected={search.slot}
                onChoose={(slot) => choose("slot", slot)}
              />
            </Suspense>
          ) : null}
          {layout === "steps" ? confirm : null}
          {words.hospital ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <CallbackRequest />
            </Suspense>
          ) : null}
        </div>
        {layout === "columns" ? (
          <aside className="lg:sticky lg:top-4 lg:self-start">
            {confirm ?? (
              <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                {t`Make your choices: your booking shows here.`}
              </p>
            )}
          </aside>
        ) : null}
      </div>
    </FlowFrame>
  );
}

function FlowFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t`Book an appointment`}</h1>
        <Link
          to="/all-offer"
          search={{ "show-list": "" } as never}
          className="text-sm font-medium text-primary hover:underline"
        >
          {t`See our current offers`}
        </Link>
      </div>
      {children}
    </div>
  );
}

/**
 * The confirm step with what it shows loaded (the loader has them); only its code may still be on
 * its way, preloaded while the shopper chose a time.
 */
function ConfirmFor({
  search,
  serviceId,
  staffId,
  pending,
  onRemoveOffer,
  onBook,
}: {
  search: BookingSearch;
  serviceId: string;
  staffId: string | undefined;
  pending: boolean;
  onRemoveOffer(): void;
  onBook: ComponentProps<typeof ConfirmStep>["onBook"];
}) {
  const client = useApiClient();
  const { data: services } = useSuspenseQuery(bookingQueries.services(client));
  const { data: staff } = useSuspenseQuery(bookingQueries.staff(client, serviceId));
  const { data: calendar } = useSuspenseQuery(bookingQueries.calendar(client, serviceId, staffId));
  const service = services.find((candidate) => candidate._id === serviceId);
  if (!service || !search.slot) return null;
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full rounded-lg" />}>
      <ConfirmStep
        key={`${search.slot}|${search.offer ?? ""}`}
        request={{
          service_id: serviceId,
          staff_id: staffId ?? null,
          starts_at: search.slot,
          offer_id: search.offer ?? null,
        }}
        service={service}
        staff={staff.find((person) => person._id === staffId)}
        calendar={calendar}
        pending={pending}
        onRemoveOffer={onRemoveOffer}
        onBook={onBook}
      />
    </Suspense>
  );
}

function BookedView({
  booked,
  serviceId,
  staffId,
  onBookAnother,
}: {
  booked: NonNullable<ReturnType<typeof useBook>["booked"]>;
  serviceId: string;
  staffId: string | undefined;
  onBookAnother(): void;
}) {
  const client = useApiClient();
  // The calendar the booking was made on (in the cache): it says where the partner is.
  const { data: calendar } = useSuspenseQuery(bookingQueries.calendar(client, serviceId, staffId));
  return (
    <Suspense fallback={<StepPending />}>
      <BookingConfirmation appointment={booked} location={calendar.location} onBookAnother={onBookAnother} />
    </Suspense>
  );
}
