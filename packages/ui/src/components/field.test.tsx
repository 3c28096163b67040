import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { Input } from "./input";

describe("Field", () => {
  it("labels the control and links the description", () => {
    render(
      <Field label="E-mail" description="We never share it">
        {(props) => <Input type="email" {...props} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "E-mail" });
    const description = screen.getByText("We never share it");
    expect(input.getAttribute("aria-describedby")).toBe(description.id);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(description.dataset.slot).toBe("field-description");
  });

  it("marks the control invalid and announces the error", () => {
    render(
      <Field label="E-mail" description="Help" error="Enter a valid e-mail">
        {(props) => <Input {...props} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "E-mail" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Enter a valid e-mail");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toEqual([
      screen.getByText("Help").id,
      alert.id,
    ]);
    expect(input.closest("[data-slot=field]")?.getAttribute("data-invalid")).toBe("true");
  });

  it("uses a given control id and passes required", () => {
    render(
      <Field label="Name" controlId="name" required>
        {(props) => <Input {...props} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: /Name/ }) as HTMLInputElement;
    expect(input.id).toBe("name");
    expect(input.required).toBe(true);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("puts the control before the label when horizontal", () => {
    render(
      <Field label="Subscribe" orientation="horizontal">
        {(props) => <Checkbox {...props} />}
      </Field>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Subscribe" });
    const label = screen.getByText("Subscribe");
    expect(checkbox.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
