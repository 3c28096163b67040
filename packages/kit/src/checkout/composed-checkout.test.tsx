import { writeStoredUser } from "@storefront/core/auth";
import type { CartLine } from "@storefront/core/cart";
import { purchaseVoucher } from "@storefront/core/contracts/api/booking-purchases";
import { createMemoryStorage } from "@storefront/core/storage";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import {
  OrderSummaryCard,
  PaymentSection,
  type PlacedOrder,
  PlaceOrderButton,
  useCheckoutSummary,
  useIdempotentCall,
  useIdempotentEndpoint,
  usePaymentChoice,
  usePlaceOrder,
} from ".";
import { addressesFixture, checkoutOptionsFixture, orderFixture } from "./checkout-fixtures.test-support";

// A vertical composes its own checkout from the parts `@storefront/kit/checkout` exports: here a
// pickup-only purchase (no delivery, no address) placed through the vertical's own call.

afterEach(() => {
  vi.unstubAllGlobals();
});

const sara = { id: "7", cust_name: "Sara", token: "ct_sara" };
const voucher: CartLine = {
  product_id: "9",
  variant_id: "9",
  qty: 1,
  name: "Spa voucher",
  price: 120,
  stock: 10,
};

type PurchaseBody = { payment_method: string; card_token?: string };

function PickupCheckout({ send }: { send: (key: string, body: PurchaseBody) => Promise<PlacedOrder> }) {
  const customerId = sara.id;
  const summary = useCheckoutSummary({ customerId, deliveryMethod: "pickup" });
  const payment = usePaymentChoice(customerId);
  const order = usePlaceOrder<PurchaseBody>({
    customerId,
    call: useIdempotentCall(send),
    successTo: (placed) => `/account/orders/${placed._id}`,
  });
  return (
    <>
      <h1>Buy a voucher</h1>
      <PaymentSection customerId={customerId} choice={payment} disabled={order.busy} />
      <OrderSummaryCard summary={summary}>
        <PlaceOrderButton
          state={order}
          disabled={!payment.ready}
          onPlace={() => {
            const fields = payment.fields();
            if (fields) void order.place(fields);
          }}
        >
          Buy the voucher
        </PlaceOrderButton>
      </OrderSummaryCard>
    </>
  );
}

/** A vertical's own purchase: card only, its own endpoint, and the shop's cart left alone. */
function VoucherPurchase() {
  const customerId = sara.id;
  const payment = usePaymentChoice(customerId, { accept: ["card"] });
  const call = useIdempotentEndpoint(
    purchaseVoucher,
    (body: { payment_method: "card"; card_token: string }) => ({
      params: { id: "9" },
      body,
    }),
  );
  const order = usePlaceOrder({
    customerId,
    call,
    clearsCart: false,
    successTo: (placed) => `/account/orders/${placed._id}`,
  });
  return (
    <>
      <h1>Buy a voucher</h1>
      <PaymentSection customerId={customerId} choice={payment} disabled={order.busy} />
      <PlaceOrderButton
        state={order}
        busyLabel="Paying…"
        onPlace={() => {
          const fields = payment.fields();
          if (fields?.payment_method === "card" && fields.card_token) {
            void order.place({ payment_method: "card", card_token: fields.card_token });
          }
        }}
      >
        Pay
      </PlaceOrderButton>
    </>
  );
}

async function renderComposed(
  send: (key: string, body: PurchaseBody) => Promise<PlacedOrder>,
  page: "pickup" | "voucher" = "pickup",
) {
  const storage = createMemoryStorage();
  writeStoredUser(storage, sara);
  storage.setItem("cart", JSON.stringify([voucher]));
  const mounted = await createTestStorefront({
    storage,
    catalogs: "routes",
    routes: {
      "GET /get_cart_list": ok([voucher]),
      "GET /get_wish_list": ok([]),
      "GET /checkout/options": ok(checkoutOptionsFixture),
      "GET /account/addresses": ok(addressesFixture),
      "GET /cart_summary": ok({
        lines: [voucher],
        item_count: 1,
        totals: { subtotal: 120, discount: 0, delivery: 0, tax: 15.65, total: 120, currency: "SAR" },
        coupon: null,
      }),
      "POST /booking/vouchers/9/purchase": {
        status: 201,
        body: { status: "success", data: orderFixture({ _id: "88", channel: "booking" }) },
      },
    },
  });
  await mounted.ensureCatalogs([]);
  // The idempotent call carries its own header, through the runtime's fetch: the same double.
  vi.stubGlobal("fetch", mounted.double.fetch);
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: "/buy",
        component: () => (page === "pickup" ? <PickupCheckout send={send} /> : <VoucherPurchase />),
      }),
      createRoute({
        getParentRoute: () => root,
        path: "/account/orders/$id",
        component: () => <h1>order page</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/buy"] }),
  });
  await router.load();
  render(mounted.wrap(<RouterProvider router={router} />));
  return { ...mounted, router, storage };
}

describe("a checkout composed from kit's parts", () => {
  it("asks the summary for pickup, shows no address, and buys through its own idempotent call", async () => {
    let release!: () => void;
    const send = vi.fn(
      (_key: string, _body: PurchaseBody) =>
        new Promise<PlacedOrder>((resolve) => {
          release = () => resolve(orderFixture({ _id: "77", delivery_method: "pickup" }));
        }),
    );
    const { double, router } = await renderComposed(send);
    await screen.findByRole("radio", { name: "Cash on delivery" });
    expect(screen.queryByRole("radiogroup", { name: "Delivery address" })).toBeNull();
    const summaryCall = double.calls.find((call) => call.path.endsWith("/cart_summary"));
    expect(summaryCall?.url).toContain("delivery_method=pickup");

    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    const buy = await screen.findByRole("button", { name: "Buy the voucher" });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(buy);
    fireEvent.click(buy);
    expect(send).toHaveBeenCalledTimes(1);
    const [key, body] = send.mock.calls[0]!;
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(body).toEqual({ payment_method: "cod" });
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/orders/77"));
  });
});

describe("a vertical's own purchase composed from kit's parts", () => {
  it("offers only the methods it accepts, calls its endpoint with a key, and keeps the shop's cart", async () => {
    const { double, router, storage } = await renderComposed(vi.fn(), "voucher");
    await screen.findByRole("radio", { name: "Card" });
    expect(screen.queryByRole("radio", { name: "Cash on delivery" })).toBeNull();
    fireEvent.change(await screen.findByLabelText(/Card number/), {
      target: { value: "4242 4242 4242 4242" },
    });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: "12/40" } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/orders/88"));
    const purchase = double.calls.find((call) => call.path.endsWith("/booking/vouchers/9/purchase"));
    expect(purchase?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(purchase?.body).toEqual({ payment_method: "card", card_token: "tok_visa" });
    expect(JSON.parse(storage.getItem("cart") ?? "[]")).toHaveLength(1);
  });
});
