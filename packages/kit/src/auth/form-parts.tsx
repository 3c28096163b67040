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
