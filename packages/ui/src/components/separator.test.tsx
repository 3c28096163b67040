import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Separator } from "./separator";

describe("Separator", () => {
  it("is decorative by default", () => {
    const { container } = render(<Separator />);
    const element = container.querySelector("[data-slot=separator]");
    expect(element?.getAttribute("role")).toBe("none");
    expect(element?.getAttribute("data-orientation")).toBe("horizontal");
  });

  it("is a vertical separator when not decorative", () => {
    render(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole("separator").getAttribute("aria-orientation")).toBe("vertical");
  });
});
