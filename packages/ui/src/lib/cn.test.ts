import { describe, expect, it } from "vitest";
import { buttonVariants } from "../components/button";
import { cn } from "./cn";

// Overrides the kit passes to ui components over a conflicting base utility. Tailwind 4 sorts the
// CSS by its own order, so only the merge makes the caller's class win: a plain class join fails here.
describe("cn lets the caller's conflicting utility win", () => {
  it.each([
    [buttonVariants({ variant: "link" }), "h-auto p-0", ["h-auto", "p-0"], ["h-10", "px-4", "py-2"]],
    [buttonVariants({ variant: "outline", size: "icon" }), "size-9", ["size-9"], ["size-10"]],
    ["animate-pulse rounded-md bg-muted", "rounded-none", ["rounded-none"], ["rounded-md"]],
    ["grid w-full max-w-[calc(100%-2rem)] sm:max-w-lg", "sm:max-w-2xl", ["sm:max-w-2xl"], ["sm:max-w-lg"]],
    [
      "flex items-center gap-2 text-sm leading-none font-medium",
      "gap-1 font-normal leading-normal",
      ["gap-1", "font-normal", "leading-normal"],
      ["gap-2", "font-medium", "leading-none"],
    ],
  ])("%s + %s", (base, override, kept, dropped) => {
    const classes = cn(base, override).split(" ");
    for (const name of kept) expect(classes).toContain(name);
    for (const name of dropped) expect(classes).not.toContain(name);
  });
});
