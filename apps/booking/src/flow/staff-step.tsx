import { useLocalized } from "@storefront/kit/locale";
import { useApiClient } from "@storefront/kit/session";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ANYONE } from "../booking-search";
import { bookingQueries } from "../queries";
import { useBookingWords } from "./booking-words";
import { ChoiceButton, StepSection } from "./step-section";

/** Step 2: who gives the service — a stylist or doctor who gives it, or anyone available. */
export function StaffStep({
  serviceId,
  selected,
  onChoose,
}: {
  serviceId: string;
  selected: string | undefined;
  onChoose(staff: string): void;
}) {
  const words = useBookingWords();
  const localized = useLocalized();
  const { data: staff } = useSuspenseQuery(bookingQueries.staff(useApiClient(), serviceId));
  return (
    <StepSection number={2} title={words.chooseStaff}>
      <ul className="grid gap-2 sm:grid-cols-2">
        <li>
          <ChoiceButton
            selected={selected === ANYONE}
            onClick={() => onChoose(ANYONE)}
            className="flex w-full flex-col"
          >
            <span className="font-medium">{words.anyone}</span>
            <span className="text-sm text-muted-foreground">{words.anyoneHint}</span>
          </ChoiceButton>
        </li>
        {staff.map((person) => (
          <li key={person._id}>
            <ChoiceButton
              selected={selected === person._id}
              onClick={() => onChoose(person._id)}
              className="flex w-full flex-col"
            >
              <span className="font-medium">{localized(person.name, person.name_lang)}</span>
              {person.title ? (
                <span className="text-sm text-muted-foreground">
                  {localized(person.title, person.title_lang)}
                </span>
              ) : null}
            </ChoiceButton>
          </li>
        ))}
      </ul>
    </StepSection>
  );
}
