import { lazy, Suspense, useState } from "react";
import type { DatePickerProps } from "./date-picker-props";
import { DatePickerTrigger, formatDay } from "./date-picker-trigger";

export { defaultYearRange, YEARS_AHEAD, YEARS_BACK, type YearRange } from "../lib/date-range";
export type { DatePickerLabels, DatePickerLocale, DatePickerProps } from "./date-picker-props";

const importCalendar = () => import("./date-picker-calendar");
const DatePickerPopover = lazy(() =>
  importCalendar().then((module) => ({ default: module.DatePickerPopover })),
);

/** Starts fetching the calendar ahead of the click (pointer over, touch, focus); a failure shows on the click. */
function preloadCalendar() {
  importCalendar().catch(() => {});
}

/**
 * A button that opens a month calendar in a popover (react-day-picker 9, Radix Popover; see
 * `DatePickerPopover`). Until a shopper first opens it, the page has only the button: the
 * calendar's code (~38 kB gzip) is fetched when they reach for it and then takes the button's
 * place, so a page with a date field (a booking's day, a visit date) loads and hydrates without it.
 * The open state is the caller's when `open` is given.
 */
export function DatePicker(props: DatePickerProps) {
  const { value, labels, locale, formatValue, open: openProp, onOpenChange } = props;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  // Once opened, the popover's own trigger stays (Radix gives focus back to it on close).
  const [opened, setOpened] = useState(false);

  const plainTrigger = (
    <DatePickerTrigger
      id={props.id}
      disabled={props.disabled}
      aria-describedby={props["aria-describedby"]}
      aria-invalid={props["aria-invalid"]}
      aria-haspopup="dialog"
      aria-expanded={open}
      dir={props.dir}
      className={props.className}
      valueText={value ? (formatValue ?? formatDay(locale))(value) : null}
      placeholder={labels.placeholder}
      onPointerEnter={preloadCalendar}
      onTouchStart={preloadCalendar}
      onFocus={preloadCalendar}
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
    />
  );
  if (!opened && !open) return plainTrigger;
  return (
    <Suspense fallback={plainTrigger}>
      <DatePickerPopover {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
