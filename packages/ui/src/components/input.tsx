import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** Shared look of single-line text controls; exported for controls that are not an `<input>`. */
export const inputClassName =
  "flex h-10 w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-start text-sm text-foreground placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/40";

export type InputProps = ComponentProps<"input">;

/** A text input. Spread the props a `Field` hands you onto it to get its label, description and error wired. */
export function Input({ className, type = "text", ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />;
}
