import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { useToast } from "./context";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("global loading bar (spec §4)", () => {
  it("shows from the first flagged request until the count is back to zero, also on failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const releases: Array<() => void> = [];
    const gate = (reply: ReturnType<typeof ok>) => () =>
      new Promise<typeof reply>((resolve) => releases.push(() => resolve(reply)));
    const mount = await createTestStorefront({
      routes: {
        "POST /login": gate(fail(401, "invalid_credentials")),
        "POST /forgot_password": gate(ok(null)),
      },
    });
    render(mount.wrap(null));
    expect(screen.queryByRole("progressbar")).toBeNull();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = mount.session.login({ email: "a@b.co", password: "x" }).catch(() => {});
      second = mount.session.forgotPassword("a@b.co");
    });
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    // The requests reach the network once their contracts have loaded (decision 0032).
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    await act(async () => {
      releases[0]?.();
      await first;
    });
    expect(screen.getByRole("progressbar")).toBeTruthy();
    await act(async () => {
      releases[1]?.();
      await second;
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("toasts (spec §9)", () => {
  it("are announced and close after 3000 ms", async () => {
    const mount = await createTestStorefront();
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast(), { wrapper: ({ children }) => mount.wrap(children) });
    act(() => result.current({ title: "Saved", variant: "success" }));
    expect(screen.getAllByText("Saved").length).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryAllByText("Saved").length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByText("Saved")).toHaveLength(0);
  });
});
