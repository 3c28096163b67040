import type { Labels, Matcher } from "react-day-picker";

/** The storefront's two calendar languages. */
export type DatePickerLocale = "en" | "ar";

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
  /** The calendar's language: month and day names, the days' labels, the trigger's date format. */
  locale?: DatePickerLocale;
  dir?: "ltr" | "rtl";
  /** The trigger's text for a chosen day; `Intl.DateTimeFormat` of `locale` with `dateStyle: "medium"` unless given. */
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
