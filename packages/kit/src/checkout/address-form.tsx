import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ApiStatusError } from "@storefront/core/api";
import { type Address, addressInputSchema, createAddress } from "@storefront/core/contracts/api/account";
import { Button } from "@storefront/ui/button";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApiClient } from "../session";
import { addressesQueryOptions } from "./checkout-queries";

const FIELDS = [
  "label",
  "name",
  "phone",
  "line1",
  "line2",
  "city",
  "region",
  "postal_code",
  "country",
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const FIELD_ERRORS: Record<FieldName, MessageDescriptor> = {
  label: msg`Use at most 40 characters.`,
  name: msg`Enter the recipient's name.`,
  phone: msg`Enter a phone number of 5 to 15 digits, without the country code.`,
  line1: msg`Enter the street and building.`,
  line2: msg`Use at most 200 characters.`,
  city: msg`Enter the city.`,
  region: msg`Use at most 100 characters.`,
  postal_code: msg`Enter a postal code of letters, digits, spaces or dashes (at most 12).`,
  country: msg`Enter the country.`,
};

const EMPTY: Values = {
  label: "",
  name: "",
  phone: "",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postal_code: "",
  country: "SA",
};

function isFieldName(value: string): value is FieldName {
  return (FIELDS as readonly string[]).includes(value);
}

/** The request body from the form: optional empty fields are sent as null. */
function bodyOf(values: Values) {
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    label: optional(values.label),
    name: values.name.trim(),
    phone: values.phone.replace(/[\s-]/g, ""),
    line1: values.line1.trim(),
    line2: optional(values.line2),
    city: values.city.trim(),
    region: optional(values.region),
    postal_code: optional(values.postal_code),
    country: values.country.trim(),
  };
}

/** Field names with a problem, from a zod result's issues or the server's (`body.phone`). */
function invalidFields(issues: readonly { path: readonly PropertyKey[] | string }[]): Set<FieldName> {
  const fields = new Set<FieldName>();
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
    const name = path.find((part) => isFieldName(part));
    if (name) fields.add(name);
  }
  return fields;
}

/** Props of `AddressForm`. */
export interface AddressFormProps {
  /** The logged-in customer (the address list's cache key). */
  customerId: string;
  /** Called with the saved address. */
  onSaved(address: Address): void;
  onCancel?(): void;
}

/**
 * Adds an address inline at checkout: the fields of the API's address contract, checked with its
 * schema before sending (messages per field, announced), saved with `POST account/addresses`.
 */
export function AddressForm({ customerId, onSaved, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Set<FieldName>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => client.call(createAddress, { body }),
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions(client, customerId).queryKey });
      onSaved(address);
    },
    onError: (error) => {
      if (error instanceof ApiStatusError && error.code === "too_many_addresses") {
        setFormError(t`You have saved the most addresses allowed. Remove one in your account first.`);
      } else if (error instanceof ApiStatusError && error.issues.length > 0) {
        setErrors(invalidFields(error.issues));
      } else {
        setFormError(t`The address could not be saved. Please try again.`);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFormError(null);
    const body = bodyOf(values);
    const parsed = addressInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(invalidFields(parsed.error.issues));
      return;
    }
    setErrors(new Set());
    save.mutate(body);
  };

  const field = (
    name: FieldName,
    label: string,
    options: { required?: boolean; autoComplete?: string; inputMode?: "tel" | "text" } = {},
  ) => (
    <Field
      label={label}
      required={options.required}
      error={errors.has(name) ? i18n._(FIELD_ERRORS[name]) : undefined}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      aria-label={t`New address`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", t`Full name`, { required: true, autoComplete: "name" })}
        {field("phone", t`Phone`, { required: true, autoComplete: "tel-national", inputMode: "tel" })}
        {field("line1", t`Street and building`, { required: true, autoComplete: "address-line1" })}
        {field("line2", t`Apartment, floor (optional)`, { autoComplete: "address-line2" })}
        {field("city", t`City`, { required: true, autoComplete: "address-level2" })}
        {field("region", t`Region (optional)`, { autoComplete: "address-level1" })}
        {field("postal_code", t`Postal code (optional)`, { autoComplete: "postal-code" })}
        {field("country", t`Country`, { required: true, autoComplete: "country" })}
        {field("label", t`Label, e.g. Home (optional)`)}
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save address`}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
