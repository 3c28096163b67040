import { writeStoredUser } from "@storefront/core/auth";
import type { Product } from "@storefront/core/contracts/product";
import { createMemoryStorage } from "@storefront/core/storage";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { WishlistToggle } from "../wishlist/wishlist-toggle";
import { AddToCartButton } from "./add-to-cart-button";

// A customer's writes load their sender with the first one. When that code cannot load (offline,
// a deploy removed the old chunk), the change shown at once is undone and the shopper is told:
// never a line the server was not sent.
vi.mock("./send-cart-change", () => {
  throw new TypeError("Failed to fetch dynamically imported module: send-cart-change.js");
});
vi.mock("../wishlist/send-wishlist-change", () => {
  throw new TypeError("Failed to fetch dynamically imported module: send-wishlist-change.js");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tea: Product = {
  _id: "5",
  name: "Green Tea",
  price_master: { price: 12, price_inc: 12, tax_rate: 15, variant_id: "5" },
  stock_master: { stock: 40 },
  variants: [{ _id: "5", sku: "SKU-5", price: 12, stock: 40 }],
};

async function mountForSara() {
  const storage = createMemoryStorage();
  writeStoredUser(storage, { id: "7", cust_name: "Sara", token: "ct_sara" });
  const mounted = await createTestStorefront({
    storage,
    routes: { "GET /get_cart_list": ok([]), "GET /get_wish_list": ok([]) },
  });
  render(
    mounted.wrap(
      <>
        <AddToCartButton product={tea} />
        <WishlistToggle product={tea} />
      </>,
    ),
  );
  await waitFor(() =>
    expect(mounted.double.calls.some((call) => call.path.endsWith("/get_wish_list"))).toBe(true),
  );
  return mounted;
}

describe("a customer's write whose sender cannot load", () => {
  it("undoes the cart line and says the cart could not be updated", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { services } = await mountForSara();
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([
        expect.objectContaining({ variant: "destructive", title: "Your cart could not be updated" }),
      ]),
    );
    expect(services.session.cart.getSnapshot().list).toEqual([]);
    expect(logged).toHaveBeenCalledWith("The cart change could not be sent", expect.any(Error));
  });

  it("undoes the wishlist change and says the wishlist could not be updated", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { services } = await mountForSara();
    fireEvent.click(screen.getByRole("button", { name: "Save Green Tea to the wishlist" }));
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([
        expect.objectContaining({ variant: "destructive", title: "Your wishlist could not be updated" }),
      ]),
    );
    expect(services.session.wishlist.getSnapshot().list).toEqual([]);
  });
});
