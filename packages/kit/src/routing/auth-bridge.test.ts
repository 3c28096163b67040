import { describe, expect, it, vi } from "vitest";
import { createAuthBridge } from "./auth-bridge";

const sara = { id: "1", cust_name: "Sara", token: "ct" };

describe("createAuthBridge", () => {
  it("answers from the fallback and keeps the login target until a handler connects", () => {
    const bridge = createAuthBridge(() => sara);
    expect(bridge.getUser()).toBe(sara);
    bridge.requestLogin("/ar/checkout");
    expect(bridge.pendingTarget()).toBe("/ar/checkout");

    const handler = { getUser: vi.fn(() => null), requestLogin: vi.fn() };
    const disconnect = bridge.connect(handler);
    expect(handler.requestLogin).toHaveBeenCalledWith("/ar/checkout");
    expect(bridge.pendingTarget()).toBeNull();
    expect(bridge.getUser()).toBeNull();

    bridge.requestLogin("/account/orders");
    expect(handler.requestLogin).toHaveBeenLastCalledWith("/account/orders");

    disconnect();
    expect(bridge.getUser()).toBe(sara);
  });

  it("a stale disconnect does not remove a newer handler", () => {
    const bridge = createAuthBridge();
    const first = { getUser: () => null, requestLogin: vi.fn() };
    const second = { getUser: () => sara, requestLogin: vi.fn() };
    const disconnectFirst = bridge.connect(first);
    bridge.connect(second);
    disconnectFirst();
    expect(bridge.getUser()).toBe(sara);
  });
});
