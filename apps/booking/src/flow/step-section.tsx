import { cn } from "@storefront/ui/cn";
import { type ReactNode, useId } from "react";

/** One numbered step of the booking flow, labelled by its heading. */
export function StepSection({
  number,
  title,
  description,
  children,
  className,
}: {
  number: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-3", className)}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
        >
          {number}
        </span>
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </section>
  );
}

/** A choice of a step (a service, a person, a time): a toggle button that says whether it is chosen. */
export function ChoiceButton({
  selected,
  onClick,
  disabled,
  children,
  className,
  label,
}: {
  selected: boolean;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
  /** The accessible name, when the visible content says more than the choice. */
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "rounded-lg border border-border bg-background p-3 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-background",
        selected && "border-primary bg-primary/10 ring-1 ring-primary hover:bg-primary/10",
        className,
      )}
    >
      {children}
    </button>
  );
}
