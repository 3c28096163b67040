import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Checkbox } from "@storefront/ui/checkbox";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { type FormEvent, type ReactNode, useState } from "react";
import { useLabel } from "./format";
import {
  type AddressBody,
  type AddressField,
  type AddressFormValues,
  type FieldErrors,
  validateAddress,
} from "./validation";

export interface AddressFormProps {
  initial: AddressFormValues;
  /** Called with the validated body; the form stays as it is while `pending`. */
  onSubmit: (body: AddressBody) => void;
  onCancel?: () => void;
  pending?: boolean;
  /** A message under the buttons (the server's answer). */
  status?: ReactNode;
  submitLabel: string;
  /** Hides the "default address" box (the first address always becomes the default). */
  hideDefault?: boolean;
}

/**
 * The address form: every field validated as the API validates it (core's `addressInputSchema`),
 * with one message per field, before anything is sent.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  pending = false,
  status,
  submitLabel,
  hideDefault = false,
}: AddressFormProps) {
  const { t } = useLingui();
  const label = useLabel();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: AddressField) => (errors[field] ? label(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddress(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.value);
  };

  const text = (
    field: AddressField,
    fieldLabel: string,
    options: {
      required?: boolean;
      autoComplete?: string;
      ltr?: boolean;
      className?: string;
      inputMode?: "tel";
    } = {},
  ) => (
    <Field label={fieldLabel} required={options.required} error={error(field)} className={options.className}>
      {(p) => (
        <Input
          {...p}
          name={field}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          dir={options.ltr ? "ltr" : undefined}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" data-slot="address-form">
      {text("label", t`Label (Home, Office…)`, { className: "sm:col-span-2" })}
      {text("name", t`Full name`, { required: true, autoComplete: "name", className: "sm:col-span-2" })}
      {text("countryCode", t`Country code`, {
        autoComplete: "tel-country-code",
        ltr: true,
        inputMode: "tel",
      })}
      {text("phone", t`Phone`, { required: true, autoComplete: "tel-national", ltr: true, inputMode: "tel" })}
      {text("line1", t`Address line 1`, {
        required: true,
        autoComplete: "address-line1",
        className: "sm:col-span-2",
      })}
      {text("line2", t`Address line 2`, { autoComplete: "address-line2", className: "sm:col-span-2" })}
      {text("city", t`City`, { required: true, autoComplete: "address-level2" })}
      {text("region", t`Region`, { autoComplete: "address-level1" })}
      {text("postalCode", t`Postal code`, { autoComplete: "postal-code", ltr: true })}
      {text("country", t`Country`, { required: true, autoComplete: "country" })}
      {hideDefault ? null : (
        <Field orientation="horizontal" label={t`Use as my default address`} className="sm:col-span-2">
          {(p) => (
            <Checkbox
              {...p}
              checked={values.isDefault}
              onCheckedChange={(checked) =>
                setValues((current) => ({ ...current, isDefault: checked === true }))
              }
            />
          )}
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t`Saving…` : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <div role="status" className="text-sm text-destructive">
          {status}
        </div>
      </div>
    </form>
  );
}
