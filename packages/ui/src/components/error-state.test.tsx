import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("announces the failure and retries on request", async () => {
    const retry = vi.fn();
    render(<ErrorState message="We could not load this." onRetry={retry} retryLabel="Try again" />);
    expect(screen.getByRole("alert").textContent).toContain("We could not load this.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("has no retry button when there is nothing to retry", () => {
    render(<ErrorState message="Gone." />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
