// Issue 17: a guest who fills a cart and logs in at checkout arrived at an empty checkout (spec §4
// discards the temporary copy at login). The guest's lines are now merged into the server cart
// first, a toast says what was added, and a failed merge keeps them on the device.
import type { CartLine } from "@storefront/core/cart";
import { createMemoryStorage } from "@storefront/core/storage";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";

afterEach(() => localStorage.clear());

const tea: CartLine = { product_id: "11", variant_id: "21", name: "Tea", price: 10, qty: 3 };
const vase: CartLine = { product_id: "12", variant_id: "22", name: "Vase", price: 600, qty: 2 };
const sara = { _id: "7", name: "Sara", token: "ct_sara", email: "sara@example.com" };

async function guestWithLines(routes: Record<string, FetchReply>) {
  const storage = createMemoryStorage();
  storage.setItem("tempCart", JSON.stringify([tea, vase]));
  storage.setItem("tempWishlist", JSON.stringify([{ ...vase, qty: 1 }]));
  const mounted = await createTestStorefront({
    storage,
    routes: { "POST /login": ok(sara), "GET /get_wish_list": ok([]), ...routes },
  });
  render(mounted.wrap(<span />));
  return { ...mounted, storage };
}

describe("logging in with a guest cart", () => {
  it("merges the guest's lines into the server cart, says what was added, then shows the server's cart", async () => {
    const merged = [
      { ...tea, qty: 5 },
      { ...vase, qty: 1 },
    ];
    const { services, double, storage } = await guestWithLines({
      "POST /merge_cart": ok({
        lines: merged,
        added: [
          { product_id: "11", variant_id: "21", other_unit_price_id: null, requested: 3, qty: 3 },
          { product_id: "12", variant_id: "22", other_unit_price_id: null, requested: 2, qty: 1 },
        ],
        skipped: [],
      }),
      "POST /merge_wish_list": ok({ lines: [{ ...vase, qty: 1 }], added: 1 }),
      "GET /get_cart_list": ok(merged),
    });
    expect(services.session.cart.getSnapshot().length).toBe(5);
    await act(async () => {
      await services.session.login({ email: "sara@example.com", password: "sara-password" });
    });
    await waitFor(() =>
      expect(services.session.cart.getSnapshot().list.map((line) => line.qty)).toEqual([5, 1]),
    );
    const merge = double.calls.find((call) => call.path.endsWith("/merge_cart"));
    expect(merge?.body).toEqual({
      lines: [
        { product_id: "11", variant_id: "21", other_unit_price_id: null, qty: 3 },
        { product_id: "12", variant_id: "22", other_unit_price_id: null, qty: 2 },
      ],
    });
    expect(merge?.headers["Idempotency-Key"]).toMatch(/^merge-/);
    expect(merge?.headers["X-customer-token"]).toBe("ct_sara");
    // The merge comes before the server cart is read, so the read sees the merged lines.
    const order = double.calls.map((call) => call.path.split("/").pop());
    expect(order.indexOf("merge_cart")).toBeLessThan(order.lastIndexOf("get_cart_list"));
    // Spec §4's storage rule stays: the temporary copies are gone once merged.
    expect(storage.getItem("tempCart")).toBeNull();
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([
        expect.objectContaining({
          title: "What you picked as a guest is in your account",
          description:
            "4 items added to your cart. Some quantities were lowered to the stock available. 1 item added to your wishlist.",
        }),
      ]),
    );
  });

  it("keeps the guest's lines on the device when the merge fails twice, and says so", async () => {
    const { services, double, storage } = await guestWithLines({
      "POST /merge_cart": fail(503, "unavailable", "Try later"),
      "POST /merge_wish_list": ok({ lines: [], added: 0 }),
      "GET /get_cart_list": ok([]),
    });
    await act(async () => {
      await services.session.login({ email: "sara@example.com", password: "sara-password" });
    });
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([
        expect.objectContaining({
          title: "Your guest cart could not be added to your account",
          variant: "destructive",
        }),
      ]),
    );
    expect(double.calls.filter((call) => call.path.endsWith("/merge_cart"))).toHaveLength(2);
    const keys = new Set(
      double.calls.filter((c) => c.path.endsWith("/merge_cart")).map((c) => c.headers["Idempotency-Key"]),
    );
    expect(keys.size).toBe(1);
    expect(JSON.parse(storage.getItem("tempCart") ?? "[]")).toEqual([tea, vase]);
  });

  it("sends each line's options and details, so a cake with its size and message stays that line", async () => {
    const cake: CartLine = {
      product_id: "31",
      variant_id: null,
      name: "Cake",
      price: 95,
      qty: 1,
      options: [{ group_id: "4", option_id: "41", name: "Large", price: 20 }],
      details: { note: "Happy birthday Sara" },
    };
    const storage = createMemoryStorage();
    storage.setItem("tempCart", JSON.stringify([cake]));
    storage.setItem("tempWishlist", JSON.stringify([{ ...vase, qty: 1, details: { note: "later" } }]));
    const { services, double } = await createTestStorefront({
      storage,
      routes: {
        "POST /login": ok(sara),
        "POST /merge_cart": ok({ lines: [cake], added: [], skipped: [] }),
        "POST /merge_wish_list": ok({ lines: [], added: 0 }),
        "GET /get_cart_list": ok([cake]),
        "GET /get_wish_list": ok([]),
      },
    });
    await act(async () => {
      await services.session.login({ email: "sara@example.com", password: "sara-password" });
    });
    await waitFor(() =>
      expect(double.calls.some((call) => call.path.endsWith("/merge_wish_list"))).toBe(true),
    );
    expect(double.calls.find((call) => call.path.endsWith("/merge_cart"))?.body).toEqual({
      lines: [
        {
          product_id: "31",
          variant_id: null,
          other_unit_price_id: null,
          option_ids: ["41"],
          details: { note: "Happy birthday Sara" },
          qty: 1,
        },
      ],
    });
    // A wishlist line is a product: its merge call takes no options or details.
    expect(double.calls.find((call) => call.path.endsWith("/merge_wish_list"))?.body).toEqual({
      items: [{ product_id: "12", variant_id: "22", other_unit_price_id: null }],
    });
  });

  it("merges nothing for a customer who had no guest lines", async () => {
    const { services, double } = await createTestStorefront({
      storage: createMemoryStorage(),
      routes: { "POST /login": ok(sara), "GET /get_cart_list": ok([]), "GET /get_wish_list": ok([]) },
    });
    await act(async () => {
      await services.session.login({ email: "sara@example.com", password: "sara-password" });
    });
    await waitFor(() => expect(double.calls.some((call) => call.path.endsWith("/get_cart_list"))).toBe(true));
    expect(double.calls.some((call) => call.path.includes("merge"))).toBe(false);
  });
});
