import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu";

function AccountMenu({ onSelect, dir }: { onSelect: () => void; dir?: "ltr" | "rtl" }) {
  return (
    <DropdownMenu dir={dir}>
      <DropdownMenuTrigger>Account</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/account/profile">Profile</a>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Language</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>English</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSelect}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe("DropdownMenu", () => {
  it("opens from the keyboard and runs an item", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = screen.getByRole("menu");
    expect(menu.dataset.slot).toBe("dropdown-menu-content");
    expect(screen.getByRole("menuitem", { name: "Profile" }).getAttribute("href")).toBe("/account/profile");
    const logout = screen.getByRole("menuitem", { name: "Log out" });
    expect(logout.dataset.variant).toBe("destructive");
    await user.click(logout);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("mirrors the submenu chevron in RTL", async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSelect={() => {}} dir="rtl" />);
    screen.getByRole("button", { name: "Account" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menu").getAttribute("dir")).toBe("rtl");
    const sub = screen.getByRole("menuitem", { name: "Language" });
    expect(sub.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
  });
});
