import { describe, expect, it, vi } from "vitest";
import { createPendingRequests } from "./pending-requests.js";

describe("createPendingRequests", () => {
  it("is loading from the first start until the count is back to zero", () => {
    const pending = createPendingRequests();
    const listener = vi.fn();
    pending.subscribe(listener);
    expect(pending.getSnapshot()).toEqual({ pending: 0, loading: false });
    pending.start();
    pending.start();
    expect(pending.getSnapshot()).toEqual({ pending: 2, loading: true });
    pending.end();
    expect(pending.getSnapshot().loading).toBe(true);
    pending.end();
    expect(pending.getSnapshot()).toEqual({ pending: 0, loading: false });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("never goes below zero and keeps its snapshot identity when nothing changes", () => {
    const pending = createPendingRequests();
    const before = pending.getSnapshot();
    pending.end();
    expect(pending.getSnapshot()).toBe(before);
    const listener = vi.fn();
    const unsubscribe = pending.subscribe(listener);
    unsubscribe();
    pending.start();
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps separate counters apart", () => {
    const a = createPendingRequests();
    const b = createPendingRequests();
    a.start();
    expect(b.getSnapshot().pending).toBe(0);
  });
});
