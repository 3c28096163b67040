import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  /** What is loading, read to screen-reader users ("Loading"), already translated. */
  label: string;
};

/** A spinning indicator in a polite live region (`role="status"`) that reads `label`. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
