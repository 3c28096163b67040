import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Label } from "./label";

/** What a `Field` hands its control: spread it onto the `Input`, `Textarea`, `SelectTrigger`, `Checkbox`… */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  required: boolean | undefined;
};

const fieldVariants = cva("group/field flex gap-2", {
  variants: {
    orientation: {
      /** Label above the control (text inputs, selects). */
      vertical: "flex-col",
      /** Control before the label on one line (checkbox, switch). */
      horizontal: "flex-row flex-wrap items-center",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

export type FieldProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof fieldVariants> & {
    /** The visible label, already translated. */
    label: ReactNode;
    /** Help text under the control, linked with `aria-describedby`. */
    description?: ReactNode;
    /** The error message; when set the control gets `aria-invalid` and the message is announced (`role="alert"`). */
    error?: ReactNode;
    /** The control's id; generated when omitted. */
    controlId?: string;
    /** Marks the control required and shows a decorative `*` after the label. */
    required?: boolean;
    /** Renders the control from the wiring props. */
    children: (control: FieldControlProps) => ReactNode;
  };

/**
 * A labelled form control with optional description and error message, all wired for assistive
 * technology: `<Field label={t`E-mail`} error={msg}>{(p) => <Input type="email" {...p} />}</Field>`.
 */
export function Field({
  label,
  description,
  error,
  controlId,
  required,
  orientation,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [description ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  const control = children({
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": hasError ? true : undefined,
    required: required || undefined,
  });
  const labelElement = (
    <Label data-slot="field-label" htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
  return (
    <div
      data-slot="field"
      data-invalid={hasError ? "true" : undefined}
      className={cn(fieldVariants({ orientation }), className)}
      {...props}
    >
      {orientation === "horizontal" ? (
        <>
          {control}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {description ? (
        <p
          data-slot="field-description"
          id={descriptionId}
          className="basis-full text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p
          data-slot="field-error"
          id={errorId}
          role="alert"
          className="basis-full text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
