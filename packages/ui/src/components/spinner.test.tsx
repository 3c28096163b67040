import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is a status that reads its label", () => {
    render(<Spinner label="Loading" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Loading");
    expect(status.dataset.slot).toBe("spinner");
    expect(status.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
