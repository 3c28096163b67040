import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it("applies its variant", () => {
    render(<Badge variant="destructive">Sold out</Badge>);
    const badge = screen.getByText("Sold out");
    expect(badge.dataset.slot).toBe("badge");
    expect(badge.className).toContain("bg-destructive");
  });

  it("uses the success token", () => {
    render(<Badge variant="success">In stock</Badge>);
    expect(screen.getByText("In stock").className).toContain("bg-success");
  });

  it("lends its styles to a child", () => {
    render(
      <Badge asChild variant="outline">
        <a href="/offers">Offers</a>
      </Badge>,
    );
    const link = screen.getByRole("link", { name: "Offers" });
    expect(link.className).toContain("border-border");
    expect(link.dataset.slot).toBe("badge");
  });
});
