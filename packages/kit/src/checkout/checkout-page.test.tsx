import { writeStoredUser } from "@storefront/core/auth";
import type { CartLine } from "@storefront/core/cart";
import type { Locale } from "@storefront/core/locale";
import { createMemoryStorage } from "@storefront/core/storage";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront, testPartner } from "../api/test-storefront.test-support";
import { PartnerProvider } from "../partner/partner-context";
import { addressesFixture, checkoutOptionsFixture, orderFixture } from "./checkout-fixtures.test-support";
import type { CheckoutPageProps } from "./checkout-page";
import { createCheckoutRoute, createCompleteRoute, createFailureRoute } from "./checkout-routes";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const sara = { id: "7", cust_name: "Sara", token: "ct_sara" };
const maamoul: CartLine = {
  product_id: "7",
  variant_id: "7",
  qty: 2,
  name: "Date Maamoul",
  name_lang: { en: "Date Maamoul", ar: "معمول بالتمر" },
  price: 22,
  stock: 100,
};

const summary = ok({
  lines: [maamoul],
  item_count: 2,
  totals: { subtotal: 44, discount: 0, delivery: 15, tax: 5.74, total: 59, currency: "SAR" },
  coupon: null,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function renderCheckout(
  placeOrder: FetchReply,
  locale: Locale = "en",
  options: CheckoutPageProps = {},
  guestLogin = false,
  routes: Record<string, FetchReply> = {},
) {
  const storage = createMemoryStorage();
  writeStoredUser(storage, guestLogin ? { ...sara, is_guest: true } : sara);
  storage.setItem(guestLogin ? "tempCart" : "cart", JSON.stringify([maamoul]));
  const mounted = await createTestStorefront({
    storage,
    locale,
    catalogs: "routes",
    routes: {
      "GET /get_cart_list": ok([maamoul]),
      "GET /get_wish_list": ok([]),
      "GET /checkout/options": ok(checkoutOptionsFixture),
      "GET /account/addresses": ok(addressesFixture),
      "GET /cart_summary": summary,
      "POST /place_order": placeOrder,
      "POST /clear_cart": ok([]),
      "POST /update_cart": ok([maamoul]),
      "GET /account/orders/RT-2026-ABCD": ok(orderFixture()),
      ...routes,
    },
  });
  // The order call carries its own header, through the runtime's fetch: the same double.
  vi.stubGlobal("fetch", mounted.double.fetch);
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createCheckoutRoute(root, options),
      createCompleteRoute(root),
      createFailureRoute(root),
      createRoute({ getParentRoute: () => root, path: "/cart", component: () => <p>cart page</p> }),
      createRoute({
        getParentRoute: () => root,
        path: "/account/orders/$id",
        component: () => <h1>order page</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/checkout"] }),
    context: { ensureCatalogs: mounted.ensureCatalogs },
  });
  await router.load();
  render(
    mounted.wrap(
      <PartnerProvider partner={testPartner}>
        <RouterProvider router={router} />
      </PartnerProvider>,
    ),
  );
  await screen.findByRole("heading", { level: 1 });
  return { ...mounted, router };
}

function orderCalls(double: { calls: { path: string; headers: Record<string, string>; body: unknown }[] }) {
  return double.calls.filter((call) => call.path.endsWith("/place_order"));
}

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: "12/39" } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: "123" } });
}

describe("the checkout", () => {
  it("places one order on a double click, then shows /complete with the order ref and clears the cart", async () => {
    const answer = deferred<FetchReply>();
    const { double, router, session } = await renderCheckout(() => answer.promise);
    expect(await screen.findByText("Home · Sara Al-Harbi")).toBeTruthy();
    expect(screen.getByText("4242 4242 4242 4242")).toBeTruthy();
    await fillCard("4242 4242 4242 4242");
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(orderCalls(double)).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Placing your order…" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Placing your order…" }));
    const [call] = orderCalls(double);
    expect(call?.body).toEqual({
      delivery_method: "delivery",
      payment_method: "card",
      address_id: "1",
      card_token: "tok_visa",
    });
    expect(call?.headers["Idempotency-Key"]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);

    await act(async () => answer.resolve({ status: 201, body: { status: "success", data: orderFixture() } }));
    expect(await screen.findByRole("heading", { name: "Thank you for your order" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/complete");
    // The reference alone: the page finds the order among the customer's own.
    expect(router.state.location.search).toEqual({ order_ref: "RT-2026-ABCD" });
    expect(screen.getByTestId("order-ref").textContent).toBe("RT-2026-ABCD");
    expect(screen.getByRole("link", { name: "View your order" }).getAttribute("href")).toBe(
      "/account/orders/42",
    );
    await waitFor(() => expect(session.cart.getSnapshot().length).toBe(0));
    expect(orderCalls(double)).toHaveLength(1);
  });

  it("sends a declined card to /failure with the cart kept; the retry uses a new key", async () => {
    let attempt = 0;
    const { double, router, session } = await renderCheckout(() => {
      attempt += 1;
      return attempt === 1 ? fail(402, "payment_failed", "The payment was declined") : ok(orderFixture());
    });
    await fillCard("4000 0000 0000 0002");
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/failure");
    expect(orderCalls(double)[0]?.body).toMatchObject({ card_token: "tok_declined" });
    expect(session.cart.getSnapshot().length).toBe(2);

    fireEvent.click(screen.getByRole("link", { name: "Try again" }));
    await fillCard("4242 4242 4242 4242");
    const again = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(again.hasAttribute("disabled")).toBe(false));
    fireEvent.click(again);
    expect(await screen.findByRole("heading", { name: "Thank you for your order" })).toBeTruthy();
    const [first, second] = orderCalls(double).map((call) => call.headers["Idempotency-Key"]);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it("can send a placed order elsewhere and keep a declined payment on the page (snachoo)", async () => {
    let attempt = 0;
    const { router, double } = await renderCheckout(
      () => {
        attempt += 1;
        return attempt === 1 ? fail(402, "payment_failed") : ok(orderFixture());
      },
      "en",
      { successTo: (order) => `/account/orders/${order._id}`, failureTo: null },
    );
    await fillCard("4000 0000 0000 0002");
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    expect(
      await screen.findByText(
        "The payment failed, so no order was placed. Your cart is kept: you can try again.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/checkout");
    await fillCard("4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByRole("heading", { name: "order page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/account/orders/42");
    const [first, second] = orderCalls(double).map((call) => call.headers["Idempotency-Key"]);
    expect(second).not.toBe(first);
  });

  it("a guest login's local cart is written to the server cart before the summary", async () => {
    const { double } = await renderCheckout(ok(orderFixture()), "en", {}, true);
    expect(await screen.findByText("Date Maamoul × 2")).toBeTruthy();
    const writes = double.calls
      .filter((call) => /\/(clear_cart|update_cart|cart_summary)/.test(call.path))
      .map((call) => [call.path.split("/").pop()?.split("?")[0], call.body]);
    expect(writes.slice(0, 3)).toEqual([
      ["clear_cart", {}],
      ["update_cart", { product_id: "7", variant_id: "7", other_unit_price_id: null, qty: 2 }],
      ["cart_summary", undefined],
    ]);
  });

  it("refuses an invalid card before sending anything", async () => {
    const { double } = await renderCheckout(ok(orderFixture()));
    await fillCard("1234 5678 9012 3456");
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    expect(await screen.findByText("Enter a valid card number.")).toBeTruthy();
    expect(orderCalls(double)).toHaveLength(0);
  });

  it("pays cash on delivery without card fields", async () => {
    const { double } = await renderCheckout(ok(orderFixture({ payment_method: "cod" })));
    fireEvent.click(await screen.findByRole("radio", { name: "Cash on delivery" }));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    await screen.findByRole("heading", { name: "Thank you for your order" });
    expect(orderCalls(double)[0]?.body).toEqual({
      delivery_method: "delivery",
      payment_method: "cod",
      address_id: "1",
    });
  });

  it("adds an address inline, checking the fields first", async () => {
    const created = {
      ...addressesFixture[1]!,
      _id: "3",
      label: null,
      line1: "Tahlia Street 9",
      is_default: false,
    };
    const { double } = await renderCheckout(ok(orderFixture()));
    double.routes["POST /account/addresses"] = { status: 201, body: { status: "success", data: created } };
    fireEvent.click(await screen.findByRole("button", { name: "Add a new address" }));
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Enter the recipient's name.")).toBeTruthy();
    expect(
      screen.getByText("Enter a phone number of 5 to 15 digits, without the country code."),
    ).toBeTruthy();
    expect(
      double.calls.some((call) => call.method === "POST" && call.path.endsWith("/account/addresses")),
    ).toBe(false);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Sara Al-Harbi" } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: "500 000 000" } });
    fireEvent.change(screen.getByLabelText(/street and building/), { target: { value: "Tahlia Street 9" } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: "Jeddah" } });
    double.routes["GET /account/addresses"] = ok([...addressesFixture, created]);
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>("radio", { name: /Tahlia Street 9/ }).checked).toBe(true),
    );
    const sent = double.calls.find(
      (call) => call.method === "POST" && call.path.endsWith("/account/addresses"),
    );
    expect(sent?.body).toMatchObject({
      name: "Sara Al-Harbi",
      phone: "500000000",
      city: "Jeddah",
      country: "SA",
    });
  });

  it("renders in Arabic, right to left, with the test card numbers left to right", async () => {
    await renderCheckout(ok(orderFixture()), "ar");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("إتمام الشراء");
    expect(await screen.findByRole("radio", { name: /توصيل للمنزل/ })).toBeTruthy();
    const number = await screen.findByText("4242 4242 4242 4242");
    expect(number.getAttribute("dir")).toBe("ltr");
    expect(number.closest("[dir=rtl]")).toBeTruthy();
    expect(screen.getByRole("button", { name: "تأكيد الطلب" })).toBeTruthy();
  });

  it("orders a cart of digital lines only without a delivery method or an address", async () => {
    const ebook: CartLine = {
      ...maamoul,
      product_id: "21",
      name: "E-book",
      qty: 1,
      price: 39,
      is_digital: true,
    };
    const { double } = await renderCheckout(ok(orderFixture({ delivery_method: "none" })), "en", {}, false, {
      "GET /cart_summary": ok({
        lines: [ebook],
        item_count: 1,
        totals: { subtotal: 39, discount: 0, delivery: 0, tax: 5.09, total: 39, currency: "SAR" },
        coupon: null,
      }),
    });
    expect(
      await screen.findByText("Your order holds digital items only: there is nothing to deliver."),
    ).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Home delivery/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Delivery address" })).toBeNull();
    expect(screen.queryByTestId("totals-delivery")).toBeNull();
    fireEvent.click(await screen.findByRole("radio", { name: "Cash on delivery" }));
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    await screen.findByRole("heading", { name: "Thank you for your order" });
    expect(orderCalls(double)[0]?.body).toEqual({ payment_method: "cod" });
  });

  it("asks for an address when there is none, and stops asking once one is saved", async () => {
    const { double } = await renderCheckout(ok(orderFixture()), "en", {}, false, {
      "GET /account/addresses": ok([]),
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Cash on delivery" }));
    const place = await screen.findByRole("button", { name: "Place order" });
    await waitFor(() => expect(place.hasAttribute("disabled")).toBe(false));
    fireEvent.click(place);
    expect(await screen.findByText("Choose a delivery address.")).toBeTruthy();
    double.routes["POST /account/addresses"] = {
      status: 201,
      body: { status: "success", data: addressesFixture[0] },
    };
    double.routes["GET /account/addresses"] = ok([addressesFixture[0]]);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Sara Al-Harbi" } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: "500 000 000" } });
    fireEvent.change(screen.getByLabelText(/street and building/), {
      target: { value: "King Fahd Road 1200" },
    });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: "Riyadh" } });
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    await screen.findByRole("radio", { name: /King Fahd Road 1200/ });
    await waitFor(() => expect(screen.queryByText("Choose a delivery address.")).toBeNull());
    expect(orderCalls(double)).toHaveLength(0);
  });
});

describe("the thank-you page", () => {
  async function renderComplete(orderAnswer: FetchReply, loggedIn = true) {
    const storage = createMemoryStorage();
    if (loggedIn) writeStoredUser(storage, sara);
    const mounted = await createTestStorefront({
      storage,
      catalogs: "routes",
      routes: {
        "GET /get_cart_list": ok([]),
        "GET /get_wish_list": ok([]),
        "GET /account/orders/RT-2026-ABCD": orderAnswer,
      },
    });
    const root = createRootRoute({ component: Outlet });
    const router = createRouter({
      routeTree: root.addChildren([createCompleteRoute(root)]),
      history: createMemoryHistory({ initialEntries: ["/complete?order_ref=RT-2026-ABCD"] }),
      context: { ensureCatalogs: mounted.ensureCatalogs },
    });
    await router.load();
    render(
      mounted.wrap(
        <PartnerProvider partner={testPartner}>
          <RouterProvider router={router} />
        </PartnerProvider>,
      ),
    );
    return mounted;
  }

  it("thanks the customer for their own order, with its total and its page", async () => {
    await renderComplete(ok(orderFixture()));
    expect(await screen.findByRole("heading", { name: "Thank you for your order" })).toBeTruthy();
    expect(screen.getByTestId("order-ref").textContent).toBe("RT-2026-ABCD");
    expect(screen.getByText(/Total paid or due/).textContent).toContain("59");
    expect(screen.getByRole("link", { name: "View your order" }).getAttribute("href")).toBe(
      "/account/orders/42",
    );
  });

  it("is the not-found page for a reference that is not the customer's", async () => {
    await renderComplete(fail(404, "order_not_found"));
    expect(await screen.findByRole("heading", { name: /Page not found/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Thank you for your order" })).toBeNull();
  });

  it("is the not-found page for a visitor without a session, who has no orders", async () => {
    const { double } = await renderComplete(ok(orderFixture()), false);
    expect(await screen.findByRole("heading", { name: /Page not found/ })).toBeTruthy();
    expect(double.calls.some((call) => call.path.includes("/account/orders"))).toBe(false);
  });
});
