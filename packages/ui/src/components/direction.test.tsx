import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DirectionProvider } from "./direction";
import { Tabs, TabsList, TabsTrigger } from "./tabs";

describe("DirectionProvider", () => {
  it("gives the Radix components below it the direction, without a `dir` of their own", () => {
    render(
      <DirectionProvider dir="rtl">
        <Tabs defaultValue="open">
          <TabsList aria-label="Orders">
            <TabsTrigger value="open">Open</TabsTrigger>
          </TabsList>
        </Tabs>
      </DirectionProvider>,
    );
    expect(screen.getByRole("tablist", { name: "Orders" }).closest("[dir]")?.getAttribute("dir")).toBe("rtl");
  });
});
