import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("is a hidden pulsing block", () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    const element = container.firstElementChild as HTMLElement;
    expect(element.dataset.slot).toBe("skeleton");
    expect(element.getAttribute("aria-hidden")).toBe("true");
    expect(element.className).toContain("animate-pulse");
    expect(element.className).toContain("w-24");
  });
});
