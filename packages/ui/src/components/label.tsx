import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type LabelProps = ComponentProps<"label">;

/**
 * A form label: a plain `<label>` whose text a double click does not select (`select-none`), what
 * Radix's Label adds with a mouse handler and, with its Slot, ~1.8 kB of first-load code.
 */
export function Label({ className, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives `htmlFor` or wraps the control.
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm font-medium leading-none text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
