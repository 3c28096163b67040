import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function DeleteAddress({ onConfirm, pending = false }: { onConfirm: () => void; pending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this address?"
      description={'"Home" will be removed from your addresses.'}
      confirmLabel="Delete address"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      pending={pending}
      error={pending ? null : "Not now."}
    />
  );
}

describe("ConfirmDialog", () => {
  it("is a titled dialog that confirms, with the failure announced", async () => {
    const confirm = vi.fn();
    render(<DeleteAddress onConfirm={confirm} />);
    const dialog = screen.getByRole("dialog", { name: "Delete this address?" });
    expect(dialog.textContent).toContain('"Home" will be removed from your addresses.');
    expect(screen.getByRole("alert").textContent).toBe("Not now.");
    await userEvent.click(screen.getByRole("button", { name: "Delete address" }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("keeps things as they are on cancel or Escape, and locks the confirm button while pending", async () => {
    const confirm = vi.fn();
    const { unmount } = render(<DeleteAddress onConfirm={confirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    render(<DeleteAddress onConfirm={confirm} pending />);
    expect(screen.getByRole("button", { name: "Delete address" }).hasAttribute("disabled")).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });
});
