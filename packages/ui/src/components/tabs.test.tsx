import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function OrderTabs({ dir }: { dir?: "ltr" | "rtl" }) {
  return (
    <Tabs defaultValue="open" dir={dir}>
      <TabsList aria-label="Orders">
        <TabsTrigger value="open">Open</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
      </TabsList>
      <TabsContent value="open">Open orders</TabsContent>
      <TabsContent value="past">Past orders</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("switches panels on click", async () => {
    const user = userEvent.setup();
    render(<OrderTabs />);
    expect(screen.getByRole("tablist", { name: "Orders" }).dataset.slot).toBe("tabs-list");
    expect(screen.getByRole("tabpanel").textContent).toBe("Open orders");
    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(screen.getByRole("tab", { name: "Past" }).dataset.state).toBe("active");
    expect(screen.getByRole("tabpanel").textContent).toBe("Past orders");
  });

  it("moves with arrow keys following the direction", async () => {
    const user = userEvent.setup();
    render(<OrderTabs dir="rtl" />);
    expect(screen.getByRole("tablist").closest("[data-slot=tabs]")?.getAttribute("dir")).toBe("rtl");
    screen.getByRole("tab", { name: "Open" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Past" }));
    expect(screen.getByRole("tab", { name: "Past" }).dataset.state).toBe("active");
  });
});
