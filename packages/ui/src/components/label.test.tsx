import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Input } from "./input";
import { Label } from "./label";

describe("Label", () => {
  it("labels the control it points to", () => {
    render(
      <>
        <Label htmlFor="name">Name</Label>
        <Input id="name" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Name" }).id).toBe("name");
    expect(screen.getByText("Name").dataset.slot).toBe("label");
  });
});
