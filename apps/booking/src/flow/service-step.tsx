import { useLingui } from "@lingui/react/macro";
import { useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { useApiClient } from "@storefront/kit/session";
import { Badge } from "@storefront/ui/badge";
import { useSuspenseQuery } from "@tanstack/react-query";
import { bookingQueries, type Offer } from "../queries";
import { useBookingWords } from "./booking-words";
import { ChoiceButton, StepSection } from "./step-section";

/** Step 1: the service (a hospital's consultation type), with its length, price and the offer on it. */
export function ServiceStep({
  selected,
  offer,
  onChoose,
}: {
  selected: string | undefined;
  offer: Offer | undefined;
  onChoose(serviceId: string): void;
}) {
  const { t } = useLingui();
  const words = useBookingWords();
  const localized = useLocalized();
  const { data: services } = useSuspenseQuery(bookingQueries.services(useApiClient()));
  return (
    <StepSection number={1} title={words.chooseService}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {services.map((service) => {
          const name = localized(service.name, service.name_lang);
          const discounted = offer && (offer.service_id === null || offer.service_id === service._id);
          return (
            <li key={service._id}>
              <ChoiceButton
                selected={selected === service._id}
                onClick={() => onChoose(service._id)}
                className="flex w-full items-start justify-between gap-3"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{name}</span>
                  <span className="text-sm text-muted-foreground">{t`${service.duration_min} min`}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <Money amount={service.price} className="font-medium" />
                  {discounted ? <Badge variant="secondary">{t`${offer.discount_percent}% off`}</Badge> : null}
                </span>
              </ChoiceButton>
            </li>
          );
        })}
      </ul>
    </StepSection>
  );
}
