import { type ComponentProps, createContext, useContext, useId } from "react";
import { cn } from "../lib/cn";

interface RadioGroupState {
  name: string;
  /** `undefined` when the group is uncontrolled: the inputs keep the choice. */
  value: string | undefined;
  defaultValue: string | undefined;
  disabled: boolean;
  required: boolean;
  onValueChange: ((value: string) => void) | undefined;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps extends Omit<ComponentProps<"div">, "onChange" | "defaultValue"> {
  /** The chosen option (controlled); `""` or `undefined` for none. */
  value?: string | undefined;
  /** The option chosen at first when `value` is not given (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' form name; one is made up when not given (one group, one name). */
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A group of radio buttons, label it with `aria-label`/`aria-labelledby`. Native radios sharing a
 * name: the browser gives the arrow keys (following `dir`), one tab stop and form submission —
 * what Radix's RadioGroup rebuilds in ~7 kB of first-load code on the pages that show one
 * (issue 45: the divine home).
 */
export function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required = false,
  ...props
}: RadioGroupProps) {
  const madeUpName = useId();
  const state: RadioGroupState = {
    name: name ?? madeUpName,
    value,
    defaultValue,
    disabled,
    required,
    onValueChange,
  };
  return (
    <RadioGroupContext.Provider value={state}>
      <div
        role="radiogroup"
        aria-disabled={disabled || undefined}
        aria-required={required || undefined}
        data-slot="radio-group"
        className={cn("grid gap-3", className)}
        {...props}
      />
    </RadioGroupContext.Provider>
  );
}

export interface RadioGroupItemProps extends Omit<ComponentProps<"input">, "type" | "value" | "name"> {
  value: string;
}

/** One radio button of a `RadioGroup`; pair it with a `<Label htmlFor>`. */
export function RadioGroupItem({ className, value, disabled, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const controlled = group.value !== undefined;
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      name={group.name}
      value={value}
      required={group.required}
      disabled={disabled ?? group.disabled}
      {...(controlled
        ? { checked: group.value === value }
        : { defaultChecked: group.defaultValue === value })}
      onChange={(event) => {
        if (event.currentTarget.checked) group.onValueChange?.(value);
      }}
      className={cn(
        // The dot is the checked radio's inset shadow: no icon, no extra element.
        "aspect-square size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-background text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive checked:border-primary checked:shadow-[inset_0_0_0_3px_var(--color-background),inset_0_0_0_8px_var(--color-primary)]",
        className,
      )}
      {...props}
    />
  );
}
