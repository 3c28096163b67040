import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Direction } from "radix-ui";
import { describe, expect, it } from "vitest";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "./sheet";

function Menu({ side }: { side?: "start" | "end" | "top" | "bottom" }) {
  return (
    <Sheet defaultOpen>
      <SheetTrigger>Menu</SheetTrigger>
      <SheetContent side={side} showCloseButton closeLabel="إغلاق">
        <SheetHeader>
          <SheetTitle>القائمة</SheetTitle>
          <SheetDescription>روابط</SheetDescription>
        </SheetHeader>
      </SheetContent>
    </Sheet>
  );
}

describe("Sheet", () => {
  it("is a dialog on the inline end by default", () => {
    render(<Menu />);
    const sheet = screen.getByRole("dialog", { name: "القائمة" });
    expect(sheet.dataset.slot).toBe("sheet-content");
    expect(sheet.dataset.side).toBe("end");
    expect(sheet.className).toContain("end-0");
    expect(sheet.className).toContain("border-s");
  });

  it("uses logical positioning for side=start inside RTL", () => {
    render(
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Menu side="start" />
        </div>
      </Direction.Provider>,
    );
    const sheet = screen.getByRole("dialog", { name: "القائمة" });
    expect(sheet.dataset.side).toBe("start");
    expect(sheet.className).toContain("start-0");
    expect(sheet.className).toContain("border-e");
    expect(sheet.className).not.toMatch(/\b(left|right)-0\b|\bborder-[lr]\b/);
    expect(screen.getByRole("button", { name: "إغلاق" }).className).toContain("end-4");
  });

  it("spans the width at the top and bottom", () => {
    render(<Menu side="bottom" />);
    expect(screen.getByRole("dialog").className).toContain("inset-x-0");
    expect(screen.getByRole("dialog").className).toContain("bottom-0");
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "إغلاق" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
