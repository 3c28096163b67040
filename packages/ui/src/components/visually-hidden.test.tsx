import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHidden } from "./visually-hidden";

describe("VisuallyHidden", () => {
  it("keeps text accessible while clipping it", () => {
    render(
      <button type="button">
        <VisuallyHidden>Open cart</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole("button", { name: "Open cart" });
    const hidden = button.querySelector("[data-slot=visually-hidden]") as HTMLElement;
    expect(hidden.style.position).toBe("absolute");
    expect(hidden.style.width).toBe("1px");
  });
});
