import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

describe("Card", () => {
  it("renders every part with its slot", () => {
    const { container } = render(
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Order #12</h2>
          </CardTitle>
          <CardDescription>Placed today</CardDescription>
        </CardHeader>
        <CardContent>Two items</CardContent>
        <CardFooter>Total</CardFooter>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Order #12" }).dataset.slot).toBe("card-title");
    const slots = [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));
    expect(slots).toEqual([
      "card",
      "card-header",
      "card-title",
      "card-description",
      "card-content",
      "card-footer",
    ]);
  });
});
