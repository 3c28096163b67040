import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("renders a multi-line textbox with its slot", () => {
    render(<Textarea aria-label="Notes" defaultValue="Ring twice" />);
    const textarea = screen.getByRole("textbox", { name: "Notes" }) as HTMLTextAreaElement;
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.value).toBe("Ring twice");
    expect(textarea.dataset.slot).toBe("textarea");
  });
});
