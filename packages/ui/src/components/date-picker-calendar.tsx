import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { type ChevronProps, type ClassNames, DayPicker, type Labels, type Matcher } from "react-day-picker";
import { ar } from "react-day-picker/locale/ar";
import { enUS } from "react-day-picker/locale/en-US";
import { cn } from "../lib/cn";
import { defaultYearRange } from "../lib/date-range";
import type { DatePickerProps } from "./date-picker-props";
import { DatePickerTrigger, formatDay } from "./date-picker-trigger";
import { buttonVariants } from "./plain-button";

// The calendar half of `DatePicker`: react-day-picker, its date-fns locales and Radix's popover
// (with its positioning code) are ~38 kB gzip, so `DatePicker` loads this module the first time
// a shopper reaches for the calendar, never with the page.

/** react-day-picker's locale (date-fns' month and day names, its translated labels) per language. */
const DAY_PICKER_LOCALES = { en: enUS, ar } as const;

/** Tailwind classes for every DayPicker part, so no DayPicker stylesheet is needed. */
export const dayPickerClassNames: Partial<ClassNames> = {
  root: "relative w-fit",
  months: "relative flex flex-col gap-4",
  month: "flex w-full flex-col gap-4",
  nav: "absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1",
  button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-50"),
  button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-50"),
  month_caption: "flex h-8 w-full items-center justify-center px-8",
  caption_label: "flex h-8 items-center gap-1 rounded-md ps-2 pe-1 text-sm font-medium select-none",
  dropdowns: "flex h-8 w-full items-center justify-center gap-1.5 text-sm font-medium",
  dropdown_root:
    "relative rounded-md border border-border has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2",
  dropdown: "absolute inset-0 cursor-pointer bg-background opacity-0",
  months_dropdown: "",
  years_dropdown: "",
  month_grid: "w-full border-collapse",
  weekdays: "flex",
  weekday: "w-9 text-[0.8rem] font-normal text-muted-foreground select-none",
  weeks: "",
  week: "mt-1 flex w-full",
  day: "relative size-9 p-0 text-center text-sm",
  day_button:
    "inline-flex size-9 items-center justify-center rounded-md font-normal tabular-nums hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none",
  selected:
    "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground",
  today: "[&>button]:border [&>button]:border-primary",
  outside: "text-muted-foreground opacity-50",
  disabled: "text-muted-foreground opacity-50",
  hidden: "invisible",
  chevron: "size-4",
  footer: "pt-2 text-sm",
};

/** DayPicker's chevrons as lucide icons; the horizontal ones mirror in RTL. */
function Chevron({ orientation, className }: ChevronProps) {
  const props = { "aria-hidden": true, className: cn("size-4", className) } as const;
  if (orientation === "left")
    return <ChevronLeftIcon {...props} className={cn(props.className, "rtl:-scale-x-100")} />;
  if (orientation === "right")
    return <ChevronRightIcon {...props} className={cn(props.className, "rtl:-scale-x-100")} />;
  if (orientation === "up") return <ChevronUpIcon {...props} />;
  return <ChevronDownIcon {...props} />;
}

/** Props of `DatePickerPopover`: `DatePicker`'s, with the open state settled by `DatePicker`. */
export type DatePickerPopoverProps = Omit<DatePickerProps, "open" | "onOpenChange"> & {
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * The trigger in a Radix Popover holding a month calendar (react-day-picker 9). Weeks start on
 * Monday; the caption has month and year dropdowns spanning 100 years back to 52 ahead unless
 * `min`/`max` narrow them (spec §9, `defaultYearRange`). Picking a day closes the popover.
 */
export function DatePickerPopover({
  value,
  onChange,
  labels,
  min,
  max,
  disabledDays,
  locale,
  dir,
  formatValue,
  dayPickerLabels,
  today,
  id,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  required: _required,
  disabled,
  className,
  open,
  onOpenChange,
}: DatePickerPopoverProps) {
  const now = today ?? new Date();
  const { startMonth, endMonth } = defaultYearRange(now, { min, max });
  const format = formatValue ?? formatDay(locale);
  const dayPickerLocale = locale ? DAY_PICKER_LOCALES[locale] : undefined;

  const disabledMatchers: Matcher[] = [];
  if (min) disabledMatchers.push({ before: min });
  if (max) disabledMatchers.push({ after: max });
  if (disabledDays) disabledMatchers.push(...(Array.isArray(disabledDays) ? disabledDays : [disabledDays]));

  const labelOverrides: Partial<Labels> = {
    labelPrevious: () => labels.previousMonth,
    labelNext: () => labels.nextMonth,
    labelMonthDropdown: () => labels.month,
    labelYearDropdown: () => labels.year,
    // DayPicker's own day label adds English ("Today, …, selected"); keep just the localized date
    // (selection is exposed by aria-selected) unless the locale brings its own translation.
    ...(dayPickerLocale?.labels?.labelDayButton
      ? {}
      : {
          labelDayButton: (date: Date, _modifiers, _options, dateLib) =>
            dateLib ? dateLib.format(date, "PPPP") : formatDay(locale)(date),
        }),
    ...dayPickerLabels,
  };

  const clampMonth = (d: Date) => (d < startMonth ? startMonth : d > endMonth ? endMonth : d);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>
        <DatePickerTrigger
          id={id}
          disabled={disabled}
          aria-describedby={ariaDescribedBy}
          aria-invalid={ariaInvalid}
          dir={dir}
          className={className}
          valueText={value ? format(value) : null}
          placeholder={labels.placeholder}
        />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="date-picker-content"
          aria-label={labels.calendar}
          align="start"
          sideOffset={4}
          dir={dir}
          className="z-50 w-auto rounded-md border border-border bg-background p-3 text-foreground shadow-md outline-none"
        >
          <DayPicker
            data-slot="date-picker-calendar"
            mode="single"
            selected={value}
            onSelect={(date) => {
              onChange(date);
              if (date) onOpenChange(false);
            }}
            autoFocus
            captionLayout="dropdown"
            weekStartsOn={1}
            startMonth={startMonth}
            endMonth={endMonth}
            defaultMonth={clampMonth(value ?? now)}
            today={now}
            disabled={disabledMatchers.length > 0 ? disabledMatchers : undefined}
            dir={dir}
            locale={dayPickerLocale}
            labels={labelOverrides}
            classNames={dayPickerClassNames}
            components={{ Chevron }}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
