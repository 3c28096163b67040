import { describe, expect, it, vi } from "vitest";
import { createVisiblePageStore } from "./visible-page";

describe("the long list's visible page", () => {
  it("starts at the URL's page and follows the first visible row", () => {
    const store = createVisiblePageStore(3, 12);
    expect(store.getPage()).toBe(3);
    store.setFirstVisible(0);
    expect(store.getPage()).toBe(1);
    store.setFirstVisible(12);
    expect(store.getPage()).toBe(2);
    store.setFirstVisible(599);
    expect(store.getPage()).toBe(50);
  });

  it("tells its listeners of page changes only, not of every row", () => {
    const store = createVisiblePageStore(1, 12);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    for (let row = 0; row < 12; row++) store.setFirstVisible(row);
    expect(listener).not.toHaveBeenCalled();
    store.setFirstVisible(12);
    store.setFirstVisible(13);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setFirstVisible(40);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getPage()).toBe(4);
  });
});
