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
    expect((pickup as HTMLInputElement).checked).toBe(true);
    await user.click(courier);
    expect((courier as HTMLInputElement).checked).toBe(true);
    expect((pickup as HTMLInputElement).checked).toBe(false);
    expect(onValueChange).toHaveBeenLastCalledWith("courier");
    // Native radios of one name: an arrow key moves to the previous one and checks it (user-event
    // walks the group by name with CSS.escape, which jsdom lacks).
    vi.stubGlobal("CSS", { escape: (text: string) => text.replace(/[^\w-]/g, "\\$&") });
    await user.keyboard("{ArrowUp}");
    vi.unstubAllGlobals();
    expect(document.activeElement).toBe(pickup);
    expect(onValueChange).toHaveBeenLastCalledWith("pickup");
    expect((pickup as HTMLInputElement).name).toBe((courier as HTMLInputElement).name);
  });

  it("follows a controlled value and leaves the choice to its owner", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Payment" value="card" onValueChange={onValueChange} name="payment">
        <RadioGroupItem value="card" id="card" aria-label="Card" />
        <RadioGroupItem value="cod" id="cod" aria-label="Cash" />
      </RadioGroup>,
    );
    const cash = screen.getByRole<HTMLInputElement>("radio", { name: "Cash" });
    await user.click(cash);
    expect(onValueChange).toHaveBeenCalledWith("cod");
    // The owner did not take the change: the card stays chosen.
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Card" }).checked).toBe(true);
    expect(cash.name).toBe("payment");
  });
});
