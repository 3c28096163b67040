import { useLingui } from "@lingui/react/macro";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { InfoIcon } from "lucide-react";
import type { CardInput, CardProblem } from "./test-cards";
import { TEST_CARD_NUMBERS } from "./test-cards";

/** Props of `CardFields`. */
export interface CardFieldsProps {
  value: CardInput;
  onChange(value: CardInput): void;
  /** The fields to mark invalid (after a submit). */
  problems: readonly CardProblem[];
  disabled?: boolean;
}

/**
 * The demo's card fields (number, expiry, CVC). Nothing is charged: the number becomes one of the
 * API's test tokens. The test numbers are listed for the demo.
 */
export function CardFields({ value, onChange, problems, disabled }: CardFieldsProps) {
  const { t } = useLingui();
  const success = TEST_CARD_NUMBERS.success;
  const declined = TEST_CARD_NUMBERS.declined;
  const set = (part: Partial<CardInput>) => onChange({ ...value, ...part });

  return (
    <div className="flex flex-col gap-4" data-slot="card-fields">
      <div className="flex gap-2 rounded-md bg-muted p-3 text-sm" data-testid="test-card-help">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t`Demo payment: no card is charged.`}</p>
          <p>
            {t`Card number for a successful payment:`}{" "}
            <bdi dir="ltr" className="font-mono">
              {success}
            </bdi>
          </p>
          <p>
            {t`Card number for a declined payment:`}{" "}
            <bdi dir="ltr" className="font-mono">
              {declined}
            </bdi>
          </p>
          <p>{t`Use any future expiry date and any 3-digit CVC.`}</p>
        </div>
      </div>
      <CardField
        label={t`Card number`}
        error={problems.includes("number") ? t`Enter a valid card number.` : undefined}
        autoComplete="cc-number"
        maxLength={23}
        placeholder="0000 0000 0000 0000"
        disabled={disabled}
        value={value.number}
        onChange={(number) => set({ number })}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          label={t`Expiry (MM/YY)`}
          error={problems.includes("expiry") ? t`Enter a future date as MM/YY.` : undefined}
          autoComplete="cc-exp"
          maxLength={7}
          placeholder="MM/YY"
          disabled={disabled}
          value={value.expiry}
          onChange={(expiry) => set({ expiry })}
        />
        <CardField
          label={t`CVC`}
          error={problems.includes("cvc") ? t`Enter the 3 or 4 digits on the back.` : undefined}
          autoComplete="cc-csc"
          maxLength={4}
          disabled={disabled}
          value={value.cvc}
          onChange={(cvc) => set({ cvc })}
        />
      </div>
    </div>
  );
}

interface CardFieldProps {
  label: string;
  error: string | undefined;
  /** The card part's autofill token, also its form name (`cc-number`, `cc-exp`, `cc-csc`). */
  autoComplete: "cc-number" | "cc-exp" | "cc-csc";
  maxLength: number;
  placeholder?: string;
  disabled?: boolean;
  value: string;
  onChange(value: string): void;
}

/** One required card part: digits typed left to right in both locales, autofilled by the browser. */
function CardField({ label, error, autoComplete, onChange, ...input }: CardFieldProps) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <Input
          {...control}
          {...input}
          dir="ltr"
          name={autoComplete}
          autoComplete={autoComplete}
          inputMode="numeric"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
