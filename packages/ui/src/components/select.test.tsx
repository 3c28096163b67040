import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "./select";

function SizeSelect({ dir }: { dir?: "ltr" | "rtl" }) {
  const [value, setValue] = useState<string>("");
  return (
    <>
      <Select value={value} onValueChange={setValue} dir={dir}>
        <SelectTrigger aria-label="Size">
          <SelectValue placeholder="Choose" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Sizes</SelectLabel>
            <SelectItem value="s">Small</SelectItem>
            <SelectItem value="m">Medium</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  );
}

describe("Select", () => {
  it("shows the placeholder, opens from the keyboard and selects an option", async () => {
    const user = userEvent.setup();
    render(<SizeSelect />);
    const trigger = screen.getByRole("combobox", { name: "Size" });
    expect(trigger.dataset.slot).toBe("select-trigger");
    expect(trigger.textContent).toContain("Choose");
    expect(trigger.hasAttribute("data-placeholder")).toBe(true);

    trigger.focus();
    await user.keyboard("{Enter}");
    const listbox = screen.getByRole("listbox");
    expect(listbox.dataset.slot).toBe("select-content");
    expect(screen.getByText("Sizes").dataset.slot).toBe("select-label");
    const medium = screen.getByRole("option", { name: "Medium" });
    expect(medium.dataset.slot).toBe("select-item");
    await user.click(medium);

    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("m");
    expect(trigger.textContent).toContain("Medium");
    expect(trigger.dataset.state).toBe("closed");
  });

  it("passes dir to its content", async () => {
    const user = userEvent.setup();
    render(<SizeSelect dir="rtl" />);
    screen.getByRole("combobox", { name: "Size" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("listbox").closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    const indicatorBox = screen.getByRole("option", { name: "Small" }).querySelector("span");
    expect(indicatorBox?.className).toContain("end-2");
  });
});
