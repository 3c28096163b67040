import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a non-submitting button by default", () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.dataset.slot).toBe("button");
  });

  it("lends its styles to a child with asChild", () => {
    render(
      <Button asChild variant="link">
        <a href="/cart">Cart</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Cart" });
    expect(link.className).toContain("underline-offset-4");
    expect(link.hasAttribute("type")).toBe(false);
  });
});
