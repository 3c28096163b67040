import { writeStoredUser } from "@storefront/core/auth";
import type { Product } from "@storefront/core/contracts/product";
import { createMemoryStorage } from "@storefront/core/storage";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront, testPartner } from "../api/test-storefront.test-support";
import { productLine } from "../lines";
import { useCartCount, useWishlistCount } from "../session";
import { createWishlistRoute } from "./wishlist-route";
import { WishlistToggle } from "./wishlist-toggle";

const sara = { id: "7", cust_name: "Sara", token: "ct_sara" };
const shirt: Product = {
  _id: "10",
  name: "Cotton T-shirt",
  name_lang: { en: "Cotton T-shirt", ar: "تيشيرت قطني" },
  variant_id: "12",
  price_master: { price: 49, price_inc: 49, variant_id: "10" },
  variants: [
    { _id: "10", price: 49, stock: 25, attribute_values: { size: "1" } },
    { _id: "12", price: 54, stock: 25, attribute_values: { size: "2" } },
  ],
  attributes: [
    {
      name: "Size",
      slug: "size",
      values: [
        { _id: "1", name: "S", slug: "s" },
        { _id: "2", name: "M", slug: "m" },
      ],
    },
  ],
};

function Counters() {
  return (
    <p>
      <output data-testid="wishlist-count">{useWishlistCount()}</output>
      <output data-testid="cart-count">{useCartCount()}</output>
    </p>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function mount(
  loggedIn: boolean,
  routes: Record<string, FetchReply> = {},
  catalogs: "all" | "routes" = "all",
  partner = testPartner,
) {
  const storage = createMemoryStorage();
  if (loggedIn) writeStoredUser(storage, sara);
  const mounted = await createTestStorefront({
    storage,
    routes: { "GET /get_cart_list": ok([]), "GET /get_wish_list": ok([]), ...routes },
    catalogs,
    partner,
  });
  return { ...mounted, storage };
}

describe("WishlistToggle", () => {
  it("is a named toggle button whose pressed state follows the wishlist at once", async () => {
    const { wrap, storage, double } = await mount(false);
    render(
      wrap(
        <>
          <Counters />
          <WishlistToggle product={shirt} />
        </>,
      ),
    );
    const heart = screen.getByRole("button", { name: "Save Cotton T-shirt to the wishlist" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("wishlist-count").textContent).toBe("1");
    expect(JSON.parse(storage.getItem("tempWishlist") ?? "[]")[0]).toMatchObject({
      product_id: "10",
      variant_id: "12",
      price: 54,
      attr_name: "Size: M",
      size: "M",
    });
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(double.calls.some((call) => call.path.includes("wish_list_item"))).toBe(false);
  });

  it("rolls a customer's change back with a toast when the server fails", async () => {
    const answer = deferred<FetchReply>();
    const { wrap, services, double } = await mount(true, {
      "POST /add_wish_list_item": () => answer.promise,
    });
    render(
      wrap(
        <>
          <Counters />
          <WishlistToggle product={shirt} />
        </>,
      ),
    );
    const heart = screen.getByRole("button", { name: "Save Cotton T-shirt to the wishlist" });
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect(double.calls.some((call) => call.path.endsWith("/add_wish_list_item"))).toBe(true),
    );
    expect(double.calls.find((call) => call.path.endsWith("/add_wish_list_item"))?.body).toEqual({
      product_id: "10",
      variant_id: "12",
      other_unit_price_id: null,
    });
    await act(async () => answer.resolve(fail(404, "product_not_found")));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(services.toaster.getToasts()[0]).toMatchObject({ title: "Your wishlist could not be updated" });
  });
});

describe("WishlistToggle for a business that hides the wishlist", () => {
  it("is not shown: the shopper could never see what it saves", async () => {
    const hiding = { ...testPartner, business_overrides: { hidden_routes: ["/wishlist" as const] } };
    const { wrap } = await mount(false, {}, "all", hiding);
    render(wrap(<WishlistToggle product={shirt} />));
    expect(screen.queryByRole("button", { name: /to the wishlist/ })).toBeNull();
  });
});

describe("the wishlist page", () => {
  async function renderPage(lines: unknown[]) {
    const { wrap, storage, session, ensureCatalogs } = await mount(false, {}, "routes");
    storage.setItem("tempWishlist", JSON.stringify(lines));
    session.wishlist.reload("guest");
    const root = createRootRoute({
      component: () => (
        <>
          <Counters />
          <Outlet />
        </>
      ),
    });
    const router = createRouter({
      routeTree: root.addChildren([
        createWishlistRoute(root),
        createRoute({ getParentRoute: () => root, path: "/products", component: () => <p>products</p> }),
      ]),
      history: createMemoryHistory({ initialEntries: ["/wishlist"] }),
      context: { ensureCatalogs },
    });
    await router.load();
    render(wrap(<RouterProvider router={router} />));
    await screen.findByRole("heading", { level: 1, name: "Wishlist" });
  }

  it("moves a product to the cart and removes another", async () => {
    const line = productLine(shirt, { qty: 1 });
    const other = { ...line, product_id: "11", name: "Linen Thobe", name_lang: null };
    await renderPage([line, other]);
    expect(screen.getAllByTestId("wishlist-line")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Move Cotton T-shirt to the cart" }));
    expect(screen.getByTestId("cart-count").textContent).toBe("1");
    expect(screen.getAllByTestId("wishlist-line")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove Linen Thobe" }));
    expect(screen.getByText("Your wishlist is empty")).toBeTruthy();
    expect(screen.getByTestId("wishlist-count").textContent).toBe("0");
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/products");
  });
});
