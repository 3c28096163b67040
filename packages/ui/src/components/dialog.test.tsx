import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

function AuthDialog({ showCloseButton }: { showCloseButton: boolean }) {
  return (
    <Dialog>
      <DialogTrigger>Sign in</DialogTrigger>
      <DialogContent showCloseButton={showCloseButton} closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Welcome back</DialogTitle>
          <DialogDescription>Sign in to continue</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// Like the auth dialog: the close button appears after a delay (spec §9: 150 ms).
function Delayed() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShow(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog defaultOpen>
      <DialogContent showCloseButton={show} closeLabel="Close">
        <DialogTitle>Account</DialogTitle>
        <DialogDescription>Details</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

// A dialog opened by the page's own button (no DialogTrigger), as a lazily loaded dialog is.
function OwnButtonDialog() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Offer
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent returnFocusTo={button}>
          <DialogTitle>Offer a garland</DialogTitle>
          <DialogDescription>For whom</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from its trigger as a named, described modal dialog", async () => {
    const user = userEvent.setup();
    render(<AuthDialog showCloseButton={false} />);
    const trigger = screen.getByRole("button", { name: "Sign in" });
    expect(trigger.dataset.state).toBe("closed");
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Welcome back" });
    expect(dialog.dataset.slot).toBe("dialog-content");
    expect(dialog.dataset.state).toBe("open");
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Sign in to continue").id);
    expect(trigger.dataset.state).toBe("open");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("closes with Escape and with DialogClose", async () => {
    const user = userEvent.setup();
    render(<AuthDialog showCloseButton={false} />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reveals a labelled close button at the top inline end", async () => {
    const user = userEvent.setup();
    render(<Delayed />);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    const close = await screen.findByRole("button", { name: "Close" });
    expect(close.className).toContain("end-4");
    expect(close.className).not.toMatch(/\bright-/);
    await user.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives the focus back to `returnFocusTo` when opened without a trigger", async () => {
    const user = userEvent.setup();
    render(<OwnButtonDialog />);
    const offer = screen.getByRole("button", { name: "Offer" });
    await user.click(offer);
    expect(screen.getByRole("dialog", { name: "Offer a garland" })).toBeDefined();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(offer);
  });
});
