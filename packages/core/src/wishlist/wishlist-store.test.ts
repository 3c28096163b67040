import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/storage.js";
import { createWishlistStore, toggleWishlist } from "./wishlist-store.js";

const tea = { product_id: "tea", name: "Tea", price: 2 };

describe("createWishlistStore", () => {
  it("counts +1 for a new line, 0 for a replacement, -1 for a removal", () => {
    const storage = createMemoryStorage();
    const wishlist = createWishlistStore({ storage, owner: "guest" });
    wishlist.set({ ...tea, qty: 1 });
    expect(wishlist.getSnapshot().length).toBe(1);
    wishlist.set({ ...tea, qty: 4 });
    expect(wishlist.getSnapshot().length).toBe(1);
    wishlist.set({ ...tea, product_id: "cake", qty: 1 });
    expect(wishlist.getSnapshot().length).toBe(2);
    wishlist.set({ ...tea, qty: 0 });
    expect(wishlist.getSnapshot().length).toBe(1);
    expect(storage.getItem("tempWishlist")).not.toBeNull();
    expect(storage.getItem("wishlist")).toBeNull();
  });

  it("uses the wishlist key for users and toggles products", () => {
    const storage = createMemoryStorage();
    const wishlist = createWishlistStore({ storage, owner: "user" });
    expect(toggleWishlist(wishlist, tea)).toBe(true);
    expect(JSON.parse(storage.getItem("wishlist") ?? "")).toEqual([{ ...tea, qty: 1 }]);
    expect(toggleWishlist(wishlist, tea)).toBe(false);
    expect(wishlist.getSnapshot().length).toBe(0);
  });
});
