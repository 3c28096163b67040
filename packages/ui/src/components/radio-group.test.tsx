import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

describe("RadioGroup", () => {
  it("selects one option by click and arrow keys", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Delivery" defaultValue="pickup" onValueChange={onValueChange}>
        <div>
          <RadioGroupItem value="pickup" id="pickup" />
          <Label htmlFor="pickup">Pickup</Label>
        </div>
        <div>
          <RadioGroupItem value="courier" id="courier" />
          <Label htmlFor="courier">Courier</Label>
        </div>
      </RadioGroup>,
    );
    expect(screen.getByRole("radiogroup", { name: "Delivery" }).dataset.slot).toBe("radio-group");
    const pickup = screen.getByRole("radio", { name: "Pickup" });
    const courier = screen.getByRole("radio", { name: "Courier" });
    expect(pickup.getAttribute("aria-checked")).toBe("true");
    await user.click(courier);
    expect(courier.getAttribute("aria-checked")).toBe("true");
    expect(pickup.getAttribute("aria-checked")).toBe("false");
    expect(onValueChange).toHaveBeenLastCalledWith("courier");
    // Held like a real key press: Radix moves focus on a timer and checks the radio it lands on.
    await user.keyboard("{ArrowUp>}");
    await user.keyboard("{/ArrowUp}");
    expect(document.activeElement).toBe(pickup);
    expect(onValueChange).toHaveBeenLastCalledWith("pickup");
  });
});
