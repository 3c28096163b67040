import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TimePicker, type TimePickerProps, type TimeValue } from "./time-picker";

// Each selector carries a hidden native <select> with all its options (the millisecond one has
// 1,000), and role queries walk them all: on a loaded 2-core CI machine one test took 21 s.
vi.setConfig({ testTimeout: 60_000 });

const labels = {
  group: "Pickup time",
  hour: "Hour",
  minute: "Minute",
  second: "Second",
  millisecond: "Millisecond",
  period: "AM/PM",
  am: "AM",
  pm: "PM",
};

function Controlled({ initial, onChange, ...props }: Partial<TimePickerProps> & { initial: TimeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      labels={labels}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  screen.getByRole("combobox", { name }).focus();
  await user.keyboard("{Enter}");
  await user.click(screen.getByRole("option", { name: option }));
}

describe("TimePicker", () => {
  it("shows every selector, labelled, with the 12-hour clock", () => {
    render(
      <TimePicker
        labels={labels}
        value={{ hours24: 13, minutes: 5, seconds: 7, milliseconds: 9 }}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole("group", { name: "Pickup time" });
    expect(group.dataset.slot).toBe("time-picker");
    expect(screen.getByRole("combobox", { name: "Hour" }).textContent).toBe("01");
    expect(screen.getByRole("combobox", { name: "Minute" }).textContent).toBe("05");
    expect(screen.getByRole("combobox", { name: "Second" }).textContent).toBe("07");
    expect(screen.getByRole("combobox", { name: "Millisecond" }).textContent).toBe("009");
    expect(screen.getByRole("combobox", { name: "AM/PM" }).textContent).toBe("PM");
  });

  it("shows midnight as 12 AM", () => {
    render(
      <TimePicker
        labels={labels}
        value={{ hours24: 0, minutes: 0, seconds: 0, milliseconds: 0 }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Hour" }).textContent).toBe("12");
    expect(screen.getByRole("combobox", { name: "AM/PM" }).textContent).toBe("AM");
  });

  it("writes back 24-hour values when the hour and AM/PM change", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(
      <Controlled initial={{ hours24: 13, minutes: 30, seconds: 0, milliseconds: 0 }} onChange={onChange} />,
    );
    await choose(user, "Hour", "12");
    expect(onChange).toHaveBeenLastCalledWith({ hours24: 12, minutes: 30, seconds: 0, milliseconds: 0 });
    await choose(user, "AM/PM", "AM");
    expect(onChange).toHaveBeenLastCalledWith({ hours24: 0, minutes: 30, seconds: 0, milliseconds: 0 });
    await choose(user, "Hour", "11");
    expect(onChange).toHaveBeenLastCalledWith({ hours24: 11, minutes: 30, seconds: 0, milliseconds: 0 });
    await choose(user, "AM/PM", "PM");
    expect(onChange).toHaveBeenLastCalledWith({ hours24: 23, minutes: 30, seconds: 0, milliseconds: 0 });
    await choose(user, "Minute", "45");
    expect(onChange).toHaveBeenLastCalledWith({ hours24: 23, minutes: 45, seconds: 0, milliseconds: 0 });
  });

  it("steps the minutes, keeps an off-step value and hides optional selectors", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <TimePicker
        labels={labels}
        value={{ hours24: 9, minutes: 7, seconds: 0, milliseconds: 0 }}
        onChange={() => {}}
        minuteStep={15}
        showSeconds={false}
        showMilliseconds={false}
      />,
    );
    expect(screen.queryByRole("combobox", { name: "Second" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Millisecond" })).toBeNull();
    screen.getByRole("combobox", { name: "Minute" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["00", "07", "15", "30", "45"]);
  });

  it("follows dir and formats numbers with the given function", () => {
    const arabic = new Intl.NumberFormat("ar-EG", { minimumIntegerDigits: 2 });
    render(
      <TimePicker
        labels={{ ...labels, am: "ص", pm: "م" }}
        value={{ hours24: 15, minutes: 0, seconds: 0, milliseconds: 0 }}
        onChange={() => {}}
        dir="rtl"
        formatNumber={(n) => arabic.format(n)}
      />,
    );
    expect(screen.getByRole("group").getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("combobox", { name: "Hour" }).textContent).toBe("٠٣");
    expect(screen.getByRole("combobox", { name: "AM/PM" }).textContent).toBe("م");
    expect(screen.getByRole("combobox", { name: "Hour" }).getAttribute("dir")).toBe("rtl");
  });

  it("disables every selector", () => {
    render(
      <TimePicker
        labels={labels}
        value={{ hours24: 1, minutes: 0, seconds: 0, milliseconds: 0 }}
        onChange={() => {}}
        disabled
      />,
    );
    for (const combobox of screen.getAllByRole("combobox"))
      expect((combobox as HTMLButtonElement).disabled).toBe(true);
  });
});
