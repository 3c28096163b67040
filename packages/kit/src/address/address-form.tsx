import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ApiStatusError } from "@storefront/core/api";
import {
  type AddressBody,
  type AddressField,
  type AddressFormValues,
  type AddressProblem,
  addressProblems,
  checkAddress,
  emptyAddressForm,
} from "@storefront/core/forms";
import { Button } from "@storefront/ui/button";
import { Checkbox } from "@storefront/ui/checkbox";
import { cn } from "@storefront/ui/cn";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { type FormEvent, useState } from "react";
import { type ServerErrorWording, serverErrorMessage } from "../errors";
import { useLocalized } from "../locale";
import { addressProblemText } from "./address-messages";
import { UseMyLocation } from "./use-my-location";

/** A failed save that is not about one field. */
const SAVE_WORDING = {
  codes: { too_many_addresses: msg`You can keep at most 20 addresses. Delete one to add another.` },
  unknown: msg`The address could not be saved. Please try again.`,
} satisfies ServerErrorWording;

/** Props of `AddressForm`. */
export interface AddressFormProps {
  /** The values to start from: a saved address to edit (`addressFormValues`), else an empty form. */
  initial?: AddressFormValues;
  /**
   * Saves the checked body (`createAddress`, `updateAddress`…). While it runs the button says
   * "Saving…"; a rejection shows on the form — the API's field issues on their fields, anything
   * else (too many addresses, offline…) in words of errors' `serverErrorMessage`.
   */
  onSave(body: AddressBody): Promise<unknown>;
  /** Shows a Cancel button. */
  onCancel?(): void;
  /** The submit button's label ("Save address" by default). */
  submitLabel?: string;
  /** Hides the "default address" box (the default address stays the default). */
  hideDefault?: boolean;
  /** Names the form when it is not in a titled dialog. */
  "aria-label"?: string;
  className?: string;
}

/**
 * The one address form of the storefront (checkout and account): every field checked as the API
 * checks it (core's `checkAddress`, over the API's `addressInputSchema`), one message per field,
 * before anything is sent. "Use my location" fills the city and country from the device's position
 * (the nearest known city). Logical layout, so it reads right in Arabic.
 */
export function AddressForm({
  initial,
  onSave,
  onCancel,
  submitLabel,
  hideDefault = false,
  "aria-label": ariaLabel,
  className,
}: AddressFormProps) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const [values, setValues] = useState<AddressFormValues>(() => initial ?? emptyAddressForm());
  const [problems, setProblems] = useState<Partial<Record<AddressField, AddressProblem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The checkout's form sits inside the checkout page: a submit must not reach an outer form.
    event.stopPropagation();
    if (pending) return;
    setFormError(null);
    const check = checkAddress(values);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    setPending(true);
    try {
      await onSave(check.body);
    } catch (error) {
      const onFields =
        error instanceof ApiStatusError && error.issues.length > 0
          ? addressProblems(error.issues, values)
          : {};
      if (Object.keys(onFields).length > 0) setProblems(onFields);
      else setFormError(i18n._(serverErrorMessage(error, SAVE_WORDING)));
    } finally {
      setPending(false);
    }
  };

  const text = (
    field: AddressField,
    label: string,
    options: {
      required?: boolean;
      autoComplete?: string;
      ltr?: boolean;
      wide?: boolean;
      inputMode?: "tel";
    } = {},
  ) => {
    const problem = problems[field];
    return (
      <Field
        label={label}
        required={options.required}
        error={problem ? addressProblemText(i18n, field, problem) : undefined}
        className={options.wide ? "sm:col-span-2" : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name={field}
            autoComplete={options.autoComplete}
            inputMode={options.inputMode}
            dir={options.ltr ? "ltr" : undefined}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        )}
      </Field>
    );
  };

  return (
    <form
      noValidate
      aria-label={ariaLabel}
      onSubmit={(event) => void submit(event)}
      className={cn("grid gap-4 sm:grid-cols-2", className)}
      data-slot="address-form"
    >
      {text("name", t`Full name`, { required: true, autoComplete: "name", wide: true })}
      {text("countryCode", t`Country code`, {
        autoComplete: "tel-country-code",
        ltr: true,
        inputMode: "tel",
      })}
      {text("phone", t`Phone`, { required: true, autoComplete: "tel-national", ltr: true, inputMode: "tel" })}
      <UseMyLocation
        onCity={(city) => {
          setValues((current) => ({
            ...current,
            city: localized(city.name, city.name_lang),
            country: city.country,
          }));
          setProblems(({ city: _city, country: _country, ...others }) => others);
        }}
      />
      {text("line1", t`Address line 1 (street and building)`, {
        required: true,
        autoComplete: "address-line1",
        wide: true,
      })}
      {text("line2", t`Address line 2 (apartment, floor)`, { autoComplete: "address-line2", wide: true })}
      {text("city", t`City`, { required: true, autoComplete: "address-level2" })}
      {text("region", t`Region`, { autoComplete: "address-level1" })}
      {text("postalCode", t`Postal code`, { autoComplete: "postal-code", ltr: true })}
      {text("country", t`Country`, { required: true, autoComplete: "country" })}
      {text("label", t`Label (Home, Office…)`, { wide: true })}
      {hideDefault ? null : (
        <Field orientation="horizontal" label={t`Use as my default address`} className="sm:col-span-2">
          {(control) => (
            <Checkbox
              {...control}
              checked={values.isDefault}
              onCheckedChange={(checked) =>
                setValues((current) => ({ ...current, isDefault: checked === true }))
              }
            />
          )}
        </Field>
      )}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t`Saving…` : (submitLabel ?? t`Save address`)}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
