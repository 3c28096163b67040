import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("says what is missing, what to do, and offers the way forward", () => {
    const { container } = render(
      <EmptyState
        variant="page"
        title="Your cart is empty"
        description="Browse the shop and add what you like."
        action={<a href="/products">Continue shopping</a>}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.slot).toBe("empty-state");
    expect(root.textContent).toBe(
      "Your cart is emptyBrowse the shop and add what you like.Continue shopping",
    );
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/products");
    expect(root.className).toContain("py-16");
  });

  it("draws a decorative icon (an inbox unless told otherwise), or none", () => {
    const { container, rerender } = render(<EmptyState title="No orders yet." />);
    const icon = container.querySelector("[data-slot=empty-state-icon]");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.querySelector("svg")).toBeTruthy();
    expect((container.firstElementChild as HTMLElement).className).toContain("border-dashed");
    rerender(<EmptyState title="No orders yet." icon={null} />);
    expect(container.querySelector("[data-slot=empty-state-icon]")).toBeNull();
  });
});
