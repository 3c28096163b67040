import { CalendarIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import type { DatePickerLocale } from "./date-picker-props";
import { buttonVariants } from "./plain-button";

/** The `Intl` locale of a calendar language (the trigger's text, the days' labels). */
export function intlLocaleOf(locale: DatePickerLocale | undefined): string | undefined {
  if (locale === "ar") return "ar";
  return locale === "en" ? "en-US" : undefined;
}

/** A day as the trigger shows it, unless the caller formats it: `dateStyle: "medium"`. */
export function formatDay(locale: DatePickerLocale | undefined) {
  return (date: Date) => new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: "medium" }).format(date);
}

type DatePickerTriggerProps = ComponentProps<"button"> & {
  /** The chosen day's text, or null for the placeholder. */
  valueText: string | null;
  placeholder: string;
};

/**
 * The date picker's button: a calendar icon and the chosen day (or the placeholder). The same
 * element before the calendar's code has loaded and, inside Radix's `Popover.Trigger`, after.
 */
export function DatePickerTrigger({ valueText, placeholder, className, ...props }: DatePickerTriggerProps) {
  return (
    <button
      type="button"
      data-slot="date-picker-trigger"
      {...props}
      className={cn(
        buttonVariants({ variant: "outline" }),
        "w-full justify-start gap-2 text-start font-normal aria-invalid:border-destructive",
        valueText === null && "text-muted-foreground",
        className,
      )}
    >
      <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
      <span data-slot="date-picker-value" className="truncate">
        {valueText ?? placeholder}
      </span>
    </button>
  );
}
