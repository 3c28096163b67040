import { useLingui } from "@lingui/react/macro";
import { LINE_DETAIL_LIMITS, type LineDetails } from "@storefront/core/cart";
import { fromIsoDay, toIsoDay } from "@storefront/core/format";
import { useLocale } from "@storefront/kit/locale";
import { DatePicker } from "@storefront/ui/date-picker";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { Label } from "@storefront/ui/label";
import { PlainButton } from "@storefront/ui/plain-button";
import { RadioGroup, RadioGroupItem } from "@storefront/ui/radio-group";
import { Textarea } from "@storefront/ui/textarea";
import { type FormEvent, useId, useState } from "react";
import {
  type OfferProblem,
  type OfferProblems,
  type OfferValues,
  offeringDays,
  readOffer,
} from "./offer-details";

/** Props of `OfferForm`. */
export interface OfferFormProps {
  /** The form's first values (a new offering: for myself, no day yet). */
  initial: OfferValues;
  /** The submit button's text ("Add to cart", "Save changes"). */
  submitLabel: string;
  /** Receives the line's details once the form is valid. */
  onOffer(details: LineDetails): void;
  /** "Today" as `YYYY-MM-DD` (tests pin it); the device's local day otherwise. */
  today?: string;
}

function useProblemText() {
  const { t } = useLingui();
  const forName = LINE_DETAIL_LIMITS.forName;
  const note = LINE_DETAIL_LIMITS.note;
  const texts: Record<OfferProblem, string> = {
    name_missing: t`Enter the name it is offered for.`,
    name_too_long: t`Use at most ${forName} characters for the name.`,
    day_missing: t`Choose the day of the offering.`,
    day_past: t`Choose today or a later day.`,
    day_too_far: t`Choose a day within the next year.`,
    intention_too_long: t`Use at most ${note} characters for the intention.`,
  };
  return (problem: OfferProblem | undefined) => (problem ? texts[problem] : undefined);
}

/**
 * Who an offering is for (myself, or a name), the day it is made (ui's date picker: weeks from
 * Monday, no past days) and an optional intention. Rendered inside a dialog, so it runs in the
 * browser only: "today" is the device's day.
 */
export function OfferForm({ initial, submitLabel, onOffer, today: todayProp }: OfferFormProps) {
  const { t } = useLingui();
  const { locale, dir } = useLocale();
  const id = useId();
  const problemText = useProblemText();
  const [values, setValues] = useState<OfferValues>(initial);
  const [problems, setProblems] = useState<OfferProblems>({});
  const today = todayProp ?? toIsoDay(new Date());
  const days = offeringDays(today);

  const change = (next: Partial<OfferValues>) => setValues((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readOffer(values, today);
    if (!reading.ok) {
      setProblems(reading.problems);
      return;
    }
    setProblems({});
    onOffer(reading.details);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="offer-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t`Offered for`}</legend>
        <RadioGroup
          value={values.offeredFor}
          onValueChange={(next) => change({ offeredFor: next === "someone" ? "someone" : "myself" })}
          className="flex flex-wrap gap-4"
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem value="myself" id={`${id}-myself`} />
            <Label htmlFor={`${id}-myself`}>{t`Myself`}</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem value="someone" id={`${id}-someone`} />
            <Label htmlFor={`${id}-someone`}>{t`Someone else`}</Label>
          </div>
        </RadioGroup>
      </fieldset>
      {values.offeredFor === "someone" ? (
        <Field label={t`Their name`} error={problemText(problems.name)} required>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              maxLength={LINE_DETAIL_LIMITS.forName + 20}
              autoComplete="off"
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </Field>
      ) : null}
      <Field label={t`Day of the offering`} error={problemText(problems.day)} required>
        {(control) => (
          <DatePicker
            {...control}
            value={fromIsoDay(values.day)}
            onChange={(date) => change({ day: date ? toIsoDay(date) : undefined })}
            min={fromIsoDay(days.first)}
            max={fromIsoDay(days.last)}
            today={fromIsoDay(today)}
            dir={dir}
            locale={locale}
            labels={{
              placeholder: t`Choose a day`,
              calendar: t`Calendar`,
              previousMonth: t`Previous month`,
              nextMonth: t`Next month`,
              month: t`Month`,
              year: t`Year`,
            }}
          />
        )}
      </Field>
      <Field
        label={t`Intention (optional)`}
        description={t`A prayer or a wish, read with the offering.`}
        error={problemText(problems.intention)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.intention}
            onChange={(event) => change({ intention: event.target.value })}
          />
        )}
      </Field>
      <PlainButton type="submit" className="self-end">
        {submitLabel}
      </PlainButton>
    </form>
  );
}
