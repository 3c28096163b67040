import { act, fireEvent, render, screen } from "@testing-library/react";
import { Direction } from "radix-ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToaster, TOAST_DURATION_MS, Toaster } from "./toast";

const labels = { closeLabel: "Close", label: "Notification", viewportLabel: "Notifications ({hotkey})" };

describe("createToaster", () => {
  it("adds, replaces by id, dismisses and notifies", () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const id = toaster.toast({ title: "Saving" });
    expect(toaster.getToasts()).toEqual([{ id, title: "Saving" }]);
    toaster.toast({ id, title: "Saved", variant: "success" });
    expect(toaster.getToasts()).toEqual([{ id, title: "Saved", variant: "success" }]);
    toaster.dismiss(id);
    expect(toaster.getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    toaster.dismiss("unknown");
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toaster.toast({ title: "x" });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps at most `limit` toasts, dropping the oldest", () => {
    const toaster = createToaster({ limit: 2 });
    toaster.toast({ title: "a" });
    toaster.toast({ title: "b" });
    toaster.toast({ title: "c" });
    expect(toaster.getToasts().map((t) => t.title)).toEqual(["b", "c"]);
    toaster.dismiss();
    expect(toaster.getToasts()).toEqual([]);
  });

  it("keeps separate stores apart", () => {
    const a = createToaster();
    const b = createToaster();
    a.toast({ title: "only in a" });
    expect(b.getToasts()).toEqual([]);
  });
});

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("defaults to 3000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it("shows a toast in the top inline-end region and closes it after 3000 ms", () => {
    const toaster = createToaster();
    render(<Toaster toaster={toaster} {...labels} />);
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    const viewport = region.querySelector("[data-slot=toast-viewport]") as HTMLElement;
    expect(viewport.className).toContain("top-0");
    expect(viewport.className).toContain("end-0");

    act(() => {
      toaster.toast({ title: "Added to cart", description: "1 item", variant: "success" });
    });
    const toast = screen.getByText("Added to cart").closest("[data-slot=toast]") as HTMLElement;
    expect(toast.dataset.variant).toBe("success");
    expect(toast.dataset.state).toBe("open");
    expect(toast.className).toContain("bg-success");
    expect(toast.querySelector("[role=progressbar]")).toBeNull();
    expect(screen.getByRole("button", { name: "Close" }).className).toContain("end-2");

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.queryByText("Added to cart")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Added to cart")).toBeNull();
    expect(toaster.getToasts()).toEqual([]);
  });

  it("pauses while the pointer is over the toasts", () => {
    const toaster = createToaster();
    render(<Toaster toaster={toaster} {...labels} />);
    act(() => {
      toaster.toast({ title: "Coupon applied" });
    });
    const wrapper = screen.getByRole("region");
    act(() => {
      fireEvent.pointerMove(wrapper);
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.queryByText("Coupon applied")).not.toBeNull();
    act(() => {
      fireEvent.pointerLeave(wrapper);
      vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
    });
    expect(screen.queryByText("Coupon applied")).toBeNull();
  });

  it("closes from its close button and runs an action", () => {
    const toaster = createToaster();
    const onClick = vi.fn();
    render(<Toaster toaster={toaster} {...labels} />);
    act(() => {
      toaster.toast({ title: "Removed", action: { label: "Undo", altText: "Undo removal", onClick } });
      toaster.toast({ title: "Other", variant: "destructive" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Removed")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Other")).toBeNull();
  });

  it("announces the toast to screen readers", () => {
    const toaster = createToaster();
    render(<Toaster toaster={toaster} {...labels} />);
    act(() => {
      toaster.toast({ title: "Order placed" });
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const announcer = screen
      .getAllByRole("status")
      .find((el) => el.getAttribute("aria-live") === "assertive" && el.textContent?.includes("Order placed"));
    expect(announcer?.textContent).toContain("Notification");
  });

  it("swipes towards the inline end in RTL", () => {
    const toaster = createToaster();
    render(
      <Direction.Provider dir="rtl">
        <Toaster toaster={toaster} {...labels} />
      </Direction.Provider>,
    );
    act(() => {
      toaster.toast({ title: "تمت الإضافة" });
    });
    const toast = screen.getByText("تمت الإضافة").closest("[data-slot=toast]") as HTMLElement;
    expect(toast.dataset.swipeDirection).toBe("left");
  });
});
