import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Input } from "./input";

describe("Input", () => {
  it("renders a text input with its slot and forwards changes", () => {
    const onChange = vi.fn();
    render(<Input aria-label="Search" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Search" }) as HTMLInputElement;
    expect(input.type).toBe("text");
    expect(input.dataset.slot).toBe("input");
    fireEvent.change(input, { target: { value: "shoes" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.value).toBe("shoes");
  });

  it("keeps an explicit type and merges classes", () => {
    render(<Input aria-label="E-mail" type="email" className="h-12" />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input.getAttribute("type")).toBe("email");
    expect(input.className).toContain("h-12");
    expect(input.className).not.toContain("h-10");
    expect(input.className).toContain("text-start");
  });
});
