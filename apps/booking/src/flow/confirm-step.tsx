import { useLingui } from "@lingui/react/macro";
import { useLocalized } from "@storefront/kit/locale";
import { useApiClient, useUser } from "@storefront/kit/session";
import { Checkbox } from "@storefront/ui/checkbox";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { Label } from "@storefront/ui/label";
import { PlainButton } from "@storefront/ui/plain-button";
import { Textarea } from "@storefront/ui/textarea";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { bookingErrorMessage, errorCode } from "../booking-errors";
import { LoginPrompt } from "../login-prompt";
import {
  type BookingCalendar,
  type BookingRequest,
  bookingQueries,
  type Service,
  type Staff,
} from "../queries";
import { AppointmentFacts } from "./appointment-facts";
import { useBookingWords } from "./booking-words";
import { PriceSummary } from "./price-summary";
import { StepSection } from "./step-section";
import type { BookingExtras } from "./use-book";

/** The customer's plans with a session left for this service (none for a guest). */
function usePlansFor(serviceId: string) {
  const client = useApiClient();
  const user = useUser();
  const plans = useQuery({ ...bookingQueries.myPlans(client, user?.id ?? ""), enabled: user !== null });
  return (plans.data ?? []).filter(
    (plan) =>
      // The server refuses an expired plan (422 plan_expired); render never reads the clock.
      plan.sessions_left > 0 && (plan.service_ids === null || plan.service_ids.includes(serviceId)),
  );
}

/**
 * Step 5: what, who, when, where and the price the server quotes (with the offer, a voucher code or
 * a plan session), a note, and "Confirm". A guest logs in here and stays on the chosen slot.
 */
export function ConfirmStep({
  request,
  service,
  staff,
  calendar,
  onRemoveOffer,
  onBook,
  pending,
}: {
  request: BookingRequest;
  service: Service;
  staff: Staff | undefined;
  calendar: BookingCalendar;
  onRemoveOffer(): void;
  onBook(extras: BookingExtras & { voucher_code?: string | null }): void;
  pending: boolean;
}) {
  const { t, i18n } = useLingui();
  const words = useBookingWords();
  const localized = useLocalized();
  const user = useUser();
  const client = useApiClient();
  const id = useId();
  const [voucherInput, setVoucherInput] = useState("");
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const plans = usePlansFor(service._id);
  const plan = plans.find((candidate) => candidate._id === planId);
  const quote = useQuery(
    bookingQueries.quote(client, { ...request, voucher_code: voucherCode ?? undefined }),
  );
  const quoteCode = quote.isError ? errorCode(quote.error) : undefined;
  const offerRefused = quoteCode?.startsWith("offer_") ?? false;
  const voucherRefused = quoteCode?.startsWith("voucher_") ?? false;
  const who = staff ? localized(staff.name, staff.name_lang) : words.anyone;
  const cancelHours = calendar.cancel_notice_hours;

  return (
    <StepSection number={5} title={t`Confirm your booking`}>
      <AppointmentFacts
        service={localized(service.name, service.name_lang)}
        staff={who}
        startsAt={request.starts_at}
        location={calendar.location}
      />
      <p className="text-sm text-muted-foreground" data-slot="cancel-rule">
        {t`Free cancellation up to ${cancelHours} hours before your appointment, in your account.`}
      </p>

      {plan ? null : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const code = voucherInput.trim();
            setVoucherCode(code.length > 0 ? code : null);
          }}
        >
          <Field
            label={t`Gift voucher code`}
            className="flex-1"
            error={voucherRefused ? i18n._(bookingErrorMessage(quote.error)) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={voucherInput}
                autoComplete="off"
                onChange={(event) => setVoucherInput(event.target.value)}
              />
            )}
          </Field>
          <PlainButton type="submit" variant="outline">
            {t`Apply`}
          </PlainButton>
        </form>
      )}

      {plans.length > 0 && !voucherCode && !request.offer_id ? (
        <div className="flex flex-col gap-2">
          {plans.map((candidate) => {
            const name = localized(candidate.name, candidate.name_lang);
            const left = candidate.sessions_left;
            return (
              <div key={candidate._id} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${candidate._id}`}
                  checked={planId === candidate._id}
                  onCheckedChange={(checked) => setPlanId(checked === true ? candidate._id : null)}
                />
                <Label htmlFor={`${id}-${candidate._id}`}>{t`Use a session of ${name} (${left} left)`}</Label>
              </div>
            );
          })}
        </div>
      ) : null}

      {offerRefused ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <span>{i18n._(bookingErrorMessage(quote.error))}</span>
          <PlainButton size="sm" variant="outline" onClick={onRemoveOffer}>
            {t`Book without the offer`}
          </PlainButton>
        </div>
      ) : null}
      {quote.data && !plan ? <PriceSummary price={quote.data} /> : null}
      {plan ? (
        <p className="text-sm font-medium">{t`This visit is paid with a session of your plan.`}</p>
      ) : null}

      <Field label={t`A note for us (optional)`}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>

      {user ? (
        <PlainButton
          size="lg"
          disabled={pending || offerRefused || voucherRefused}
          aria-busy={pending || undefined}
          onClick={() =>
            onBook({
              voucher_code: plan ? null : voucherCode,
              customer_plan_id: plan?._id ?? null,
              note: note.trim() || null,
            })
          }
        >
          {pending ? t`Booking…` : t`Confirm booking`}
        </PlainButton>
      ) : (
        <LoginPrompt hint={t`Log in to confirm: your choice is kept.`} label={t`Log in to confirm`} />
      )}
    </StepSection>
  );
}
