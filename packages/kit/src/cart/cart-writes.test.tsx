import { writeStoredUser } from "@storefront/core/auth";
import type { Product } from "@storefront/core/contracts/product";
import { createMemoryStorage } from "@storefront/core/storage";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { productLine } from "../lines";
import { useCart, useCartCount } from "../session";
import { AddToCartButton } from "./add-to-cart-button";
import { useCartActions } from "./use-cart-actions";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const sara = { id: "7", cust_name: "Sara", token: "ct_sara", email: "sara@example.com" };

/** A catalogue product as the API sends it (trimmed). */
const apples: Product = {
  _id: "1",
  name: "Red Apples",
  name_lang: { en: "Red Apples", ar: "تفاح أحمر" },
  price_master: {
    price: 8.5,
    price_inc: 8.5,
    tax_rate: 15,
    variant_id: "1",
    variant_detail: { _id: "1", f_image: "/images/variants/1.svg" },
  },
  stock_master: { stock: 500 },
  variants: [{ _id: "1", sku: "SKU-1", price: 8.5, stock: 500, f_image: "/images/variants/1.svg" }],
  other_unit_prices: [
    { id: "1", name: "Per kg", price: 8.5, multiplier: 1 },
    {
      id: "2",
      name: "Per piece",
      name_lang: { en: "Per piece", ar: "للحبة" },
      price: 1.25,
      multiplier: 0.25,
    },
  ],
  f_image: "/images/products/1.svg",
};

function Counter() {
  return <output data-testid="count">{useCartCount()}</output>;
}

function Ticket() {
  const actions = useCartActions();
  const line = useCart().list[0];
  return (
    <>
      <AddToCartButton product={apples} visitDate="2026-12-24" />
      {line ? (
        <button type="button" onClick={() => actions.setQty(line, line.qty + 1)}>
          one more
        </button>
      ) : null}
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function mount(options: { loggedIn: boolean; routes?: Record<string, FetchReply> }) {
  const storage = createMemoryStorage();
  if (options.loggedIn) writeStoredUser(storage, sara);
  const mounted = await createTestStorefront({
    storage,
    routes: { "GET /get_cart_list": ok([]), "GET /get_wish_list": ok([]), ...options.routes },
  });
  render(
    mounted.wrap(
      <>
        <Counter />
        <AddToCartButton product={apples} otherUnitPriceId="2" qty={4} />
      </>,
    ),
  );
  return { ...mounted, storage };
}

describe("AddToCartButton", () => {
  it("a guest's cart changes at once and is kept in tempCart only, without a request", async () => {
    const { storage, double } = await mount({ loggedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByTestId("count").textContent).toBe("4");
    const stored = JSON.parse(storage.getItem("tempCart") ?? "[]");
    expect(stored).toEqual([
      expect.objectContaining({
        product_id: "1",
        qty: 4,
        price: 1.25,
        other_unit_price: expect.objectContaining({ id: "2" }),
      }),
    ]);
    expect(storage.getItem("cart")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByTestId("count").textContent).toBe("8");
    expect(double.calls.filter((call) => call.path.endsWith("/update_cart"))).toHaveLength(0);
    expect(screen.getByText("Red Apples added to the cart").getAttribute("role")).toBe("status");
  });

  it("a customer's counter changes before the server answers, and the server's cart is kept", async () => {
    const answer = deferred<FetchReply>();
    const serverLine = {
      ...productLine(apples, { otherUnitPriceId: "2", qty: 4 }),
      stock: 2000,
      business_id: 1001,
    };
    const { double, storage } = await mount({
      loggedIn: true,
      routes: { "POST /update_cart": () => answer.promise },
    });
    await waitFor(() => expect(double.calls.some((call) => call.path.endsWith("/get_cart_list"))).toBe(true));

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByTestId("count").textContent).toBe("4");
    await waitFor(() => expect(double.calls.some((call) => call.path.endsWith("/update_cart"))).toBe(true));
    const request = double.calls.find((call) => call.path.endsWith("/update_cart"));
    expect(request?.body).toEqual({ product_id: "1", variant_id: "1", other_unit_price_id: "2", qty: 4 });
    expect(request?.headers["X-customer-token"]).toBe("ct_sara");

    expect(screen.queryByText("Red Apples added to the cart")).toBeNull();
    await act(async () => answer.resolve(ok([serverLine])));
    await waitFor(() => expect(JSON.parse(storage.getItem("cart") ?? "[]")[0]?.business_id).toBe(1001));
    expect(await screen.findByText("Red Apples added to the cart")).toBeTruthy();
    expect(screen.getByTestId("count").textContent).toBe("4");
    expect(storage.getItem("tempCart")).toBeNull();
  });

  it("rolls a customer's change back with a toast when the server refuses it", async () => {
    const answer = deferred<FetchReply>();
    const { services } = await mount({
      loggedIn: true,
      routes: { "POST /update_cart": () => answer.promise },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByTestId("count").textContent).toBe("4");

    // Nothing is announced as added while the server has not confirmed it…
    expect(screen.queryByText("Red Apples added to the cart")).toBeNull();
    await act(async () => answer.resolve(fail(500, "internal_error", "Something broke")));
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("0"));
    expect(services.session.cart.getSnapshot().list).toEqual([]);
    // …and a refused add never is (issue 17: "added to the cart", then "could not be updated").
    expect(screen.queryByText("Red Apples added to the cart")).toBeNull();
    expect(services.toaster.getToasts()).toEqual([
      expect.objectContaining({ variant: "destructive", title: "Your cart could not be updated" }),
    ]);
    expect(await screen.findByText("The change was undone. Please try again.")).toBeTruthy();
  });

  it("a 429 says to wait, then try again (issue 17: browser faults)", async () => {
    const { services } = await mount({
      loggedIn: true,
      routes: { "POST /update_cart": () => fail(429, "too_many_requests", "Too many requests") },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("0"));
    expect(services.toaster.getToasts()).toEqual([
      expect.objectContaining({ variant: "destructive", title: "Your cart could not be updated" }),
    ]);
    expect(await screen.findByText("Too many attempts. Wait a few minutes, then try again.")).toBeTruthy();
  });

  it("sends an adventure-park ticket's visit day with the line, and keeps it for later changes", async () => {
    const storage = createMemoryStorage();
    writeStoredUser(storage, sara);
    const { wrap, double } = await createTestStorefront({
      storage,
      routes: {
        "GET /get_cart_list": ok([]),
        "GET /get_wish_list": ok([]),
        "POST /update_cart": (call) =>
          ok([{ ...productLine(apples), qty: (call.body as { qty: number }).qty }]),
      },
    });
    render(wrap(<Ticket />));
    // Let the session's first fetch of the cart land first (it replaces the lines when it arrives).
    await waitFor(() => expect(double.calls.some((call) => call.path.endsWith("/get_cart_list"))).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    fireEvent.click(await screen.findByRole("button", { name: "one more" }));
    await waitFor(() =>
      expect(double.calls.filter((call) => call.path.endsWith("/update_cart"))).toHaveLength(2),
    );
    const bodies = double.calls.filter((call) => call.path.endsWith("/update_cart")).map((call) => call.body);
    expect(bodies).toEqual([
      { product_id: "1", variant_id: "1", other_unit_price_id: null, qty: 1, visit_date: "2026-12-24" },
      { product_id: "1", variant_id: "1", other_unit_price_id: null, qty: 2, visit_date: "2026-12-24" },
    ]);
    expect(JSON.parse(localStorage.getItem("cartVisitDates") ?? "{}")).toEqual({
      '["1","1",null]': "2026-12-24",
    });
  });

  it("restores the previous quantity, not nothing, when an increase is refused for stock", async () => {
    const { services } = await mount({
      loggedIn: true,
      routes: {
        "GET /get_cart_list": ok([productLine(apples, { otherUnitPriceId: "2", qty: 3 })]),
        "POST /update_cart": fail(409, "out_of_stock", "Only 3 left in stock"),
      },
    });
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("3"));
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByTestId("count").textContent).toBe("7");
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("3"));
    expect(services.toaster.getToasts()[0]).toMatchObject({ title: "Not enough stock" });
  });
});
