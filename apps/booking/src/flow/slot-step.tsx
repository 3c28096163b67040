import { useLingui } from "@lingui/react/macro";
import { usePartnerTimeFormat } from "@storefront/kit/dates";
import { useApiClient } from "@storefront/kit/session";
import { useSuspenseQuery } from "@tanstack/react-query";
import { bookingQueries } from "../queries";
import { ChoiceButton, StepSection } from "./step-section";

/** Step 4: a free time of the day, in the partner's time zone, named. */
export function SlotStep({
  serviceId,
  staffId,
  day,
  selected,
  onChoose,
}: {
  serviceId: string;
  staffId: string | undefined;
  day: string;
  selected: string | undefined;
  onChoose(startsAt: string): void;
}) {
  const { t } = useLingui();
  const format = usePartnerTimeFormat();
  const { data: slots } = useSuspenseQuery(bookingQueries.slots(useApiClient(), serviceId, staffId, day));
  const free = slots.filter((slot) => slot.available);
  const dayName = format.day(day);
  const zone = format.zoneName;
  return (
    <StepSection number={4} title={t`Choose a time`} description={t`${dayName}. Times are in ${zone}.`}>
      {free.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t`No free times left on this day. Please choose another day.`}
        </p>
      ) : (
        <ul aria-label={t`Free times`} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {free.map((slot) => (
            <li key={slot.starts_at}>
              <ChoiceButton
                selected={selected !== undefined && sameInstant(selected, slot.starts_at)}
                onClick={() => onChoose(slot.starts_at)}
                className="w-full px-2 py-2 text-center text-sm tabular-nums"
              >
                <time dateTime={slot.starts_at}>{format.time(slot.starts_at)}</time>
              </ChoiceButton>
            </li>
          ))}
        </ul>
      )}
    </StepSection>
  );
}

function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}
