import { type ComponentProps, useId } from "react";
import { cn } from "../lib/cn";
import { type DayPeriod, isValidTime, steppedOptions, type TimeValue, to12Hour, to24Hour } from "../lib/time";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export {
  type DayPeriod,
  isValidTime,
  type TimeValue,
  timeFromDate,
  to12Hour,
  to24Hour,
  withTime,
} from "../lib/time";

/** Every text the time picker shows or announces, already translated. */
export type TimePickerLabels = {
  /** Name of the whole group ("Pickup time"). */
  group: string;
  hour: string;
  minute: string;
  second: string;
  millisecond: string;
  /** Name of the AM/PM selector. */
  period: string;
  am: string;
  pm: string;
};

export type TimePickerUnit = "hour" | "minute" | "second" | "millisecond";

export type TimePickerProps = Omit<
  ComponentProps<"fieldset">,
  "onChange" | "defaultValue" | "dir" | "children"
> & {
  /** The time, 24-hour based. Out-of-range fields are clamped for display. */
  value: TimeValue;
  onChange: (value: TimeValue) => void;
  labels: TimePickerLabels;
  /** Show the seconds selector (default `true`). */
  showSeconds?: boolean;
  /** Show the milliseconds selector (default `true`). */
  showMilliseconds?: boolean;
  /** Step of the minute options (default 1). The current value is always offered. */
  minuteStep?: number;
  secondStep?: number;
  millisecondStep?: number;
  /** Visible text of an option; zero-padded Latin digits unless given. */
  formatNumber?: (value: number, unit: TimePickerUnit) => string;
  /** Show the selector labels above them instead of only to screen readers. */
  showLabels?: boolean;
  dir?: "ltr" | "rtl";
  disabled?: boolean;
};

function pad(value: number, unit: TimePickerUnit): string {
  return String(value).padStart(unit === "millisecond" ? 3 : 2, "0");
}

function clampInt(n: number, max: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(0, Math.trunc(n))) : 0;
}

function normalise(value: TimeValue): TimeValue {
  if (isValidTime(value)) return value;
  return {
    hours24: clampInt(value.hours24, 23),
    minutes: clampInt(value.minutes, 59),
    seconds: clampInt(value.seconds, 59),
    milliseconds: clampInt(value.milliseconds, 999),
  };
}

type PartProps = {
  id: string;
  label: string;
  value: string;
  options: { value: string; text: string }[];
  onValueChange: (value: string) => void;
  showLabel: boolean;
  dir: "ltr" | "rtl" | undefined;
  disabled: boolean | undefined;
  slot: string;
  className: string;
};

function TimePart({
  id,
  label,
  value,
  options,
  onValueChange,
  showLabel,
  dir,
  disabled,
  slot,
  className,
}: PartProps) {
  return (
    <div data-slot={`${slot}-part`} className="flex flex-col gap-1">
      <Label htmlFor={id} className={cn("text-xs text-muted-foreground", !showLabel && "sr-only")}>
        {label}
      </Label>
      <Select value={value} onValueChange={onValueChange} dir={dir} disabled={disabled}>
        <SelectTrigger id={id} data-slot={slot} className={cn("tabular-nums", className)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-64">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} className="tabular-nums">
              {option.text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Separator({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="self-end pb-2 text-muted-foreground">
      {children}
    </span>
  );
}

/**
 * Hour (1–12), minute, second, millisecond and AM/PM selectors (spec §2), each a Radix Select with
 * its own label. Controlled: `value` is a 24-hour `TimeValue` (`{ hours24, minutes, seconds,
 * milliseconds }`); the 12-hour display is derived (`to12Hour`) and written back (`to24Hour`).
 */
export function TimePicker({
  value: rawValue,
  onChange,
  labels,
  showSeconds = true,
  showMilliseconds = true,
  minuteStep = 1,
  secondStep = 1,
  millisecondStep = 1,
  formatNumber = pad,
  showLabels = false,
  dir,
  disabled,
  id,
  className,
  ...props
}: TimePickerProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const value = normalise(rawValue);
  const { hour12, period } = to12Hour(value.hours24);
  const numberOptions = (max: number, step: number, current: number, unit: TimePickerUnit, min = 0) =>
    steppedOptions(max, step, current, min).map((n) => ({ value: String(n), text: formatNumber(n, unit) }));
  const common = { showLabel: showLabels, dir, disabled };

  return (
    <fieldset
      data-slot="time-picker"
      id={id}
      dir={dir}
      disabled={disabled}
      className={cn("flex min-w-0 flex-wrap items-end gap-1", className)}
      {...props}
    >
      <legend className="sr-only">{labels.group}</legend>
      <TimePart
        {...common}
        id={`${baseId}-hour`}
        slot="time-picker-hour"
        className="w-20"
        label={labels.hour}
        value={String(hour12)}
        options={numberOptions(12, 1, hour12, "hour", 1)}
        onValueChange={(v) => onChange({ ...value, hours24: to24Hour(Number(v), period) })}
      />
      <Separator>:</Separator>
      <TimePart
        {...common}
        id={`${baseId}-minute`}
        slot="time-picker-minute"
        className="w-20"
        label={labels.minute}
        value={String(value.minutes)}
        options={numberOptions(59, minuteStep, value.minutes, "minute")}
        onValueChange={(v) => onChange({ ...value, minutes: Number(v) })}
      />
      {showSeconds ? (
        <>
          <Separator>:</Separator>
          <TimePart
            {...common}
            id={`${baseId}-second`}
            slot="time-picker-second"
            className="w-20"
            label={labels.second}
            value={String(value.seconds)}
            options={numberOptions(59, secondStep, value.seconds, "second")}
            onValueChange={(v) => onChange({ ...value, seconds: Number(v) })}
          />
        </>
      ) : null}
      {showMilliseconds ? (
        <>
          <Separator>.</Separator>
          <TimePart
            {...common}
            id={`${baseId}-millisecond`}
            slot="time-picker-millisecond"
            className="w-24"
            label={labels.millisecond}
            value={String(value.milliseconds)}
            options={numberOptions(999, millisecondStep, value.milliseconds, "millisecond")}
            onValueChange={(v) => onChange({ ...value, milliseconds: Number(v) })}
          />
        </>
      ) : null}
      <TimePart
        {...common}
        id={`${baseId}-period`}
        slot="time-picker-period"
        className="ms-1 w-20"
        label={labels.period}
        value={period}
        options={[
          { value: "am", text: labels.am },
          { value: "pm", text: labels.pm },
        ]}
        onValueChange={(v) => onChange({ ...value, hours24: to24Hour(hour12, v as DayPeriod) })}
      />
    </fieldset>
  );
}
