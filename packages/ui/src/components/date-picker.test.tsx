import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Direction } from "radix-ui";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DatePicker, type DatePickerProps } from "./date-picker";
import { Field } from "./field";

const labels = {
  placeholder: "Choose a date",
  calendar: "Calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  month: "Month",
  year: "Year",
};
const today = new Date(2025, 5, 15);

function Controlled(props: Partial<DatePickerProps> & { onValue?: (d: Date | undefined) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<Date | undefined>(rest.value);
  return (
    <DatePicker
      labels={labels}
      today={today}
      formatValue={(d) => d.toISOString().slice(0, 10)}
      {...rest}
      value={value}
      onChange={(d) => {
        setValue(d);
        onValue?.(d);
      }}
    />
  );
}

describe("DatePicker", () => {
  // The calendar is a lazy chunk (react-day-picker, date-fns): importing it on a loaded 2-core
  // machine takes seconds, longer than a query's one-second wait. Loaded once here, each test
  // times the picker, not the module graph.
  beforeAll(() => import("./date-picker-calendar"), 60_000);

  it("opens a Monday-first calendar with month/year dropdowns and labelled navigation", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const trigger = screen.getByRole("button", { name: "Choose a date" });
    expect(trigger.dataset.slot).toBe("date-picker-trigger");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Calendar" }, { timeout: 5_000 });
    expect(dialog.dataset.slot).toBe("date-picker-content");
    const grid = within(dialog).getByRole("grid");
    // DayPicker hides the weekday header row from assistive technology (each day button names its date).
    const weekdays = [...grid.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(weekdays[0]).toBe("Mo");
    expect(weekdays[6]).toBe("Su");
    expect(within(dialog).getByRole("button", { name: "Previous month" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Next month" })).toBeTruthy();
    expect((within(dialog).getByRole("combobox", { name: "Month" }) as HTMLSelectElement).value).toBe("5");
    const years = within(within(dialog).getByRole("combobox", { name: "Year" })).getAllByRole("option");
    expect(years[0]?.textContent).toBe("1925");
    expect(years.at(-1)?.textContent).toBe("2077");
  });

  it("selects a day, reports it and closes", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await user.click(screen.getByRole("button", { name: "Choose a date" }));
    const day = await screen.findByText("20", { selector: "button" });
    // No English added by DayPicker to the day's name.
    expect(day.getAttribute("aria-label")).not.toMatch(/Today|selected/);
    await user.click(day);
    expect(onValue).toHaveBeenCalledWith(new Date(2025, 5, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "2025-06-20" }).textContent).toContain("2025-06-20");
  });

  it("limits the years and days to min and max", async () => {
    const user = userEvent.setup();
    render(<Controlled min={new Date(2025, 5, 10)} max={new Date(2026, 1, 5)} />);
    await user.click(screen.getByRole("button", { name: "Choose a date" }));
    const years = within(await screen.findByRole("combobox", { name: "Year" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(years).toEqual(["2025", "2026"]);
    expect((screen.getByText("9", { selector: "button" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByText("10", { selector: "button" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Previous month" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("renders right-to-left with mirrored chevrons", async () => {
    const user = userEvent.setup();
    render(
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Controlled dir="rtl" labels={{ ...labels, placeholder: "اختر تاريخًا" }} />
        </div>
      </Direction.Provider>,
    );
    await user.click(screen.getByRole("button", { name: "اختر تاريخًا" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.getAttribute("dir")).toBe("rtl");
    expect(dialog.querySelector("[data-slot=date-picker-calendar]")?.getAttribute("dir")).toBe("rtl");
    for (const name of ["Previous month", "Next month"]) {
      const icon = within(dialog).getByRole("button", { name }).querySelector("svg");
      expect(icon?.getAttribute("class")).toContain("rtl:-scale-x-100");
    }
  });

  it("localises month names and day labels with the Arabic locale", async () => {
    const user = userEvent.setup();
    render(<Controlled dir="rtl" locale="ar" value={new Date(2025, 5, 20)} formatValue={undefined} />);
    await user.click(screen.getByRole("button", { name: /2025|٢٠٢٥/ }));
    const month = (await screen.findByRole("combobox", { name: "Month" })) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe("يونيو");
    // The locale's own day label (Arabic "selected") is kept.
    const selected = screen.getByRole("dialog").querySelector("[aria-selected=true] button");
    expect(selected?.getAttribute("aria-label")).toContain("محدد");
  });

  it("keeps the button's state and focus when the calendar's own trigger takes its place on the first open", async () => {
    const user = userEvent.setup();
    render(<Controlled value={new Date(2025, 5, 20)} />);
    const plain = screen.getByRole("button", { name: "2025-06-20" });
    expect(plain.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(plain);
    await screen.findByRole("dialog", { name: "Calendar" });
    const trigger = screen.getByRole("button", { name: "2025-06-20" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "2025-06-20" }));
  });

  it("takes a Field's wiring", () => {
    render(
      <Field label="Birthday" error="Required">
        {(props) => (
          <DatePicker {...props} labels={labels} today={today} value={undefined} onChange={() => {}} />
        )}
      </Field>,
    );
    const trigger = screen.getByRole("button", { name: "Birthday" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    expect(trigger.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });
});
