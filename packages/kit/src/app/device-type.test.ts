import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceTypeAtom, deviceTypeFor, MOBILE_BREAKPOINT_PX, watchDeviceType } from "./device-type";

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("deviceTypeFor", () => {
  it("is mobile below the md breakpoint", () => {
    expect(deviceTypeFor(375)).toBe("mobile");
    expect(deviceTypeFor(MOBILE_BREAKPOINT_PX - 1)).toBe("mobile");
    expect(deviceTypeFor(MOBILE_BREAKPOINT_PX)).toBe("desktop");
    expect(deviceTypeFor(1440)).toBe("desktop");
  });
});

describe("watchDeviceType", () => {
  afterEach(() => vi.useRealTimers());

  it("refreshes 50 ms after the last resize (debounced)", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchDeviceType(window, onChange);
    resizeTo(500);
    vi.advanceTimersByTime(30);
    resizeTo(600);
    vi.advanceTimersByTime(49);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("mobile");
    stop();
    resizeTo(1200);
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("deviceTypeAtom", () => {
  afterEach(() => vi.useRealTimers());

  it("is measured per store and follows resizes while subscribed", () => {
    vi.useFakeTimers();
    resizeTo(1280);
    const store = createStore();
    expect(store.get(deviceTypeAtom)).toBe("desktop");
    const unsubscribe = store.sub(deviceTypeAtom, () => {});
    resizeTo(400);
    expect(store.get(deviceTypeAtom)).toBe("desktop");
    vi.advanceTimersByTime(50);
    expect(store.get(deviceTypeAtom)).toBe("mobile");
    expect(createStore().get(deviceTypeAtom)).toBe("mobile");
    unsubscribe();
    resizeTo(1280);
    vi.advanceTimersByTime(50);
    expect(store.get(deviceTypeAtom)).toBe("mobile");
  });
});
