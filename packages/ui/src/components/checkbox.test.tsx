import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("toggles and reports its state", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Gift wrap" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Gift wrap" });
    expect(checkbox.dataset.slot).toBe("checkbox");
    expect(checkbox.getAttribute("aria-checked")).toBe("false");
    await user.click(checkbox);
    expect(checkbox.getAttribute("aria-checked")).toBe("true");
    expect(checkbox.dataset.state).toBe("checked");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await user.keyboard(" ");
    expect(checkbox.getAttribute("aria-checked")).toBe("false");
  });

  it("shows the indeterminate state", () => {
    render(<Checkbox aria-label="All" checked="indeterminate" />);
    const checkbox = screen.getByRole("checkbox", { name: "All" });
    expect(checkbox.getAttribute("aria-checked")).toBe("mixed");
    expect(checkbox.querySelector("[data-slot=checkbox-indicator]")).not.toBeNull();
  });
});
