import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/storage.js";
import { createCartStore } from "./cart-store.js";

const tea = { product_id: "tea", name: "Tea", price: 2, qty: 2 };

describe("createCartStore", () => {
  it("uses tempCart for guests and cart for users, and sums quantities", () => {
    const storage = createMemoryStorage();
    const guest = createCartStore({ storage, owner: "guest" });
    guest.set(tea);
    guest.set({ ...tea, product_id: "cake", qty: 3 });
    expect(guest.getSnapshot().length).toBe(5);
    expect(storage.getItem("tempCart")).not.toBeNull();
    expect(storage.getItem("cart")).toBeNull();

    const user = createCartStore({ storage, owner: "user" });
    user.set(tea);
    expect(JSON.parse(storage.getItem("cart") ?? "")).toEqual([tea]);
  });
});
