import {
  CalendarIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
} from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { useState } from "react";
import {
  type ChevronProps,
  type ClassNames,
  DayPicker,
  type DayPickerLocale,
  type Labels,
  type Matcher,
} from "react-day-picker";
import { cn } from "../lib/cn";
import { defaultYearRange } from "../lib/date-range";
import { buttonVariants } from "./button";

/**
 * The storefront's two calendar locales (date-fns locales extended with DayPicker's translated
 * labels), re-exported so callers need no react-day-picker dependency of their own.
 */
export { ar as dayPickerLocaleAr } from "react-day-picker/locale/ar";
export { enUS as dayPickerLocaleEnUS } from "react-day-picker/locale/en-US";
export { defaultYearRange, YEARS_AHEAD, YEARS_BACK, type YearRange } from "../lib/date-range";

/** Every text the date picker shows or announces, already translated. */
export type DatePickerLabels = {
  /** Trigger text when no date is chosen ("Choose a date"). */
  placeholder: string;
  /** Name of the calendar popover (a dialog), e.g. "Calendar". */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  /** Name of the month dropdown. */
  month: string;
  /** Name of the year dropdown. */
  year: string;
};

export type DatePickerProps = {
  /** The chosen day (local midnight as DayPicker gives it), or `undefined`. */
  value: Date | undefined;
  onChange: (value: Date | undefined) => void;
  labels: DatePickerLabels;
  /** Earliest selectable day; also the first month/year offered. */
  min?: Date;
  /** Latest selectable day; also the last month/year offered. */
  max?: Date;
  /** Further days to disable (DayPicker matchers). */
  disabledDays?: Matcher | Matcher[];
  /** A date-fns/DayPicker locale (e.g. `ar` from `react-day-picker/locale`): month and day names, and its labels. */
  locale?: Partial<DayPickerLocale>;
  dir?: "ltr" | "rtl";
  /** The trigger's text for a chosen day; `Intl.DateTimeFormat(locale.code, { dateStyle: "medium" })` unless given. */
  formatValue?: (date: Date) => string;
  /** Overrides any DayPicker aria-label (e.g. `labelDayButton`). */
  dayPickerLabels?: Partial<Labels>;
  /** "Today" for the calendar and the default year range; the current date unless given. */
  today?: Date;
  /** The trigger's id (a `Field` passes it, with `aria-describedby` and `aria-invalid`). */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  /** Accepted so a `Field`'s props can be spread; a button cannot be required, validate in the form. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Controlled open state of the calendar popover. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

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

function defaultFormat(locale: Partial<DayPickerLocale> | undefined) {
  return (date: Date) => new Intl.DateTimeFormat(locale?.code, { dateStyle: "medium" }).format(date);
}

/**
 * A button that opens a month calendar (react-day-picker 9 in a Radix Popover). Weeks start on
 * Monday; the caption has month and year dropdowns spanning 100 years back to 52 ahead unless
 * `min`/`max` narrow them (spec §9, `defaultYearRange`). Picking a day closes the popover.
 */
export function DatePicker({
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
  open: openProp,
  onOpenChange,
}: DatePickerProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const now = today ?? new Date();
  const { startMonth, endMonth } = defaultYearRange(now, { min, max });
  const format = formatValue ?? defaultFormat(locale);

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
    ...(locale?.labels?.labelDayButton
      ? {}
      : {
          labelDayButton: (date: Date, _modifiers, options, dateLib) =>
            dateLib ? dateLib.format(date, "PPPP") : defaultFormat(options?.locale)(date),
        }),
    ...dayPickerLabels,
  };

  const clampMonth = (d: Date) => (d < startMonth ? startMonth : d > endMonth ? endMonth : d);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger
        data-slot="date-picker-trigger"
        id={id}
        disabled={disabled}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        dir={dir}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "w-full justify-start gap-2 text-start font-normal aria-invalid:border-destructive",
          !value && "text-muted-foreground",
          className,
        )}
      >
        <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
        <span data-slot="date-picker-value" className="truncate">
          {value ? format(value) : labels.placeholder}
        </span>
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
              if (date) setOpen(false);
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
            locale={locale}
            labels={labelOverrides}
            classNames={dayPickerClassNames}
            components={{ Chevron }}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
