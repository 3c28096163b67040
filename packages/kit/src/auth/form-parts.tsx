import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Field } from "@storefront/ui/field";
import { Input, type InputProps } from "@storefront/ui/input";
import { Spinner } from "@storefront/ui/spinner";
import type { ReactNode } from "react";

/** The form-level error (a server answer), announced when it appears. */
export function FormAlert({ message }: { message: MessageDescriptor | undefined }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <p
      role="alert"
      data-slot="form-alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      {t(message)}
    </p>
  );
}

/** A labelled text input with its error, wired by ui's `Field`. */
export function TextField({
  label,
  error,
  required,
  description,
  className,
  ...input
}: Omit<InputProps, "children"> & {
  label: ReactNode;
  error: MessageDescriptor | undefined;
  description?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={label}
      error={error ? t(error) : undefined}
      required={required}
      description={description}
      className={className}
    >
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** The submit button: disabled while the call runs, with a spinner. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner label={t`Please wait`} /> : null}
      {children}
    </Button>
  );
}

/** A link-styled button that switches the dialog to another mode. */
export function SwitchButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onClick}>
      {children}
    </Button>
  );
}

type FieldChange<F extends string> = (field: F) => (event: React.ChangeEvent<HTMLInputElement>) => void;

/** Country code and national number side by side, left-to-right in both locales (login, signup). */
export function PhoneFields({
  values,
  errors,
  onChange,
  required = false,
}: {
  values: { countryCode: string; phone: string };
  errors: Partial<Record<"countryCode" | "phone", MessageDescriptor>>;
  onChange: FieldChange<"countryCode" | "phone">;
  required?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3">
      <TextField
        label={t`Country code`}
        name="country_code"
        autoComplete="tel-country-code"
        inputMode="tel"
        dir="ltr"
        required={required}
        value={values.countryCode}
        onChange={onChange("countryCode")}
        error={errors.countryCode}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        dir="ltr"
        required={required}
        value={values.phone}
        onChange={onChange("phone")}
        error={errors.phone}
      />
    </div>
  );
}

/** A new password (at least 8 characters) and its confirmation (signup, password reset). */
export function NewPasswordFields({
  label,
  values,
  errors,
  onChange,
}: {
  label: ReactNode;
  values: { password: string; confirm: string };
  errors: Partial<Record<"password" | "confirm", MessageDescriptor>>;
  onChange: FieldChange<"password" | "confirm">;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        description={t`At least 8 characters.`}
        value={values.password}
        onChange={onChange("password")}
        error={errors.password}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={onChange("confirm")}
        error={errors.confirm}
      />
    </>
  );
}
