import { fc, test } from "@fast-check/vitest";
import { describe, expect, it, vi } from "vitest";
import type { CartLine } from "../contracts/cart-line.js";
import { createMemoryStorage } from "../storage/storage.js";
import { sumQuantities } from "./line-key.js";
import { createLineStore } from "./line-store.js";
import { lineArb } from "./lines.fixtures.js";

const tea: CartLine = { product_id: "tea", name: "Tea", price: 2, qty: 1 };
const keys = { guest: "tempCart", user: "cart" };

function setup(owner: "guest" | "user" = "guest", initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = createLineStore({ storage, keys, owner, lengthOf: sumQuantities });
  return { storage, store };
}

describe("createLineStore", () => {
  it("loads the owner's copy and persists changes under the owner's key", () => {
    const { storage, store } = setup("user", { cart: JSON.stringify([tea]), tempCart: "[]" });
    expect(store.getSnapshot().list).toEqual([tea]);
    store.set({ ...tea, qty: 4 });
    expect(JSON.parse(storage.getItem("cart") ?? "")).toEqual([{ ...tea, qty: 4 }]);
    expect(storage.getItem("tempCart")).toBe("[]");
  });

  it("keeps the snapshot identity until something changes, and notifies once per change", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    expect(store.set({ ...tea, qty: -1 })).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(store.set(tea)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.set({ ...tea, qty: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("on login discards the temporary copy and loads the user's", () => {
    const { storage, store } = setup("guest", { cart: JSON.stringify([{ ...tea, qty: 7 }]) });
    store.set(tea);
    expect(storage.getItem("tempCart")).not.toBeNull();
    store.login();
    expect(storage.getItem("tempCart")).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ owner: "user", length: 7 });
  });

  it("on logout empties the list and removes both copies, unless asked to keep it", () => {
    const { storage, store } = setup("user", { tempCart: "[]" });
    store.set(tea);
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ owner: "guest", list: [] });
    expect(storage.getItem("cart")).toBeNull();
    expect(storage.getItem("tempCart")).toBeNull();

    const kept = setup("user");
    kept.store.set(tea);
    kept.store.logout({ keep: true });
    expect(kept.store.getSnapshot()).toMatchObject({ owner: "guest", list: [tea] });
    expect(kept.storage.getItem("cart")).not.toBeNull();
    expect(JSON.parse(kept.storage.getItem("tempCart") ?? "")).toEqual([tea]);
  });

  it("clear removes both copies", () => {
    const { storage, store } = setup("user", {
      cart: JSON.stringify([tea]),
      tempCart: JSON.stringify([tea]),
    });
    store.clear();
    expect(store.getSnapshot().list).toEqual([]);
    expect(storage.getItem("cart")).toBeNull();
    expect(storage.getItem("tempCart")).toBeNull();
  });

  it("replace takes a server list and persists it", () => {
    const { storage, store } = setup("user");
    store.replace([tea, { broken: true }]);
    expect(store.getSnapshot().list).toEqual([tea]);
    expect(JSON.parse(storage.getItem("cart") ?? "")).toEqual([tea]);
  });

  test.prop([fc.array(fc.tuple(lineArb, fc.integer({ min: 0, max: 9 })), { maxLength: 25 })])(
    "length is always the sum of the quantities and survives a reload",
    (steps) => {
      const { storage, store } = setup();
      for (const [line, qty] of steps) store.set({ ...line, qty });
      const { list, length } = store.getSnapshot();
      expect(length).toBe(list.reduce((sum, line) => sum + line.qty, 0));
      const reloaded = createLineStore({ storage, keys, owner: "guest", lengthOf: sumQuantities });
      expect(reloaded.getSnapshot().list).toEqual(list);
    },
  );
});
