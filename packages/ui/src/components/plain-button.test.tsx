import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlainButton } from "./plain-button";

describe("PlainButton", () => {
  it("is a non-submitting button by default, with the button styles and the caller's classes", () => {
    render(
      <PlainButton variant="outline" className="w-full">
        Add to cart
      </PlainButton>,
    );
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.dataset.slot).toBe("button");
    expect(button.className).toContain("border-border");
    expect(button.className).toContain("w-full");
  });

  it("submits when asked to", () => {
    render(<PlainButton type="submit">Save</PlainButton>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("submit");
  });
});
