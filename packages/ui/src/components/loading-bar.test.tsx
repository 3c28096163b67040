import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingBar } from "./loading-bar";

describe("LoadingBar", () => {
  it("renders nothing when idle", () => {
    const { container } = render(<LoadingBar active={false} label="Loading page" />);
    expect(container.innerHTML).toBe("");
  });

  it("is an indeterminate, named progress bar while active", () => {
    render(<LoadingBar active label="Loading page" />);
    const bar = screen.getByRole("progressbar", { name: "Loading page" });
    expect(bar.dataset.slot).toBe("loading-bar");
    expect(bar.dataset.state).toBe("indeterminate");
    expect(bar.getAttribute("aria-busy")).toBe("true");
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.className).toContain("top-0");
    expect(bar.className).toContain("rtl:-scale-x-100");
  });

  it("shows a clamped known progress", () => {
    render(<LoadingBar active label="Uploading" value={140} />);
    const bar = screen.getByRole("progressbar", { name: "Uploading" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    const indicator = bar.querySelector("[data-slot=loading-bar-indicator]") as HTMLElement;
    expect(indicator.style.width).toBe("100%");
  });
});
