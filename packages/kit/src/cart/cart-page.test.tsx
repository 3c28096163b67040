import { writeStoredUser } from "@storefront/core/auth";
import type { CartLine } from "@storefront/core/cart";
import { formatMoney } from "@storefront/core/format";
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
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront, testPartner } from "../api/test-storefront.test-support";
import { createCartRoute } from "./cart-route";

// Wednesday 18 November 2026, noon UTC: WEEKEND (days 6, 7) does not apply today.
const WEDNESDAY = new Date(Date.UTC(2026, 10, 18, 12));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(WEDNESDAY);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sara = { id: "7", cust_name: "Sara", token: "ct_sara" };

const tea: CartLine = {
  product_id: "7",
  variant_id: "7",
  qty: 2,
  name: "Date Maamoul",
  name_lang: { en: "Date Maamoul", ar: "معمول بالتمر" },
  price: 22,
  image: "/images/variants/7.svg",
  stock: 100,
};
const apples: CartLine = {
  product_id: "1",
  variant_id: "1",
  qty: 3,
  name: "Red Apples",
  name_lang: { en: "Red Apples", ar: "تفاح أحمر" },
  price: 1.25,
  other_unit_price: { id: "2", name: "Per piece", name_lang: { en: "Per piece", ar: "للحبة" }, price: 1.25 },
};

/** The answers of `check_coupon` on the demo partner (apps/api seed), as the server sends them. */
function couponAnswer(code: string): FetchReply {
  const coupon = (data: Record<string, unknown>) =>
    ok({ status: true, code, days: [], end_date: null, min_cart_amount: null, ...data });
  switch (code) {
    case "WELCOME10":
      return coupon({ discount_type: "percent", discount_value: 10, end_date: "2036-11-19" });
    case "WEEKEND":
      return coupon({ discount_type: "percent", discount_value: 15, days: ["6", "7"] });
    case "EXPIRED":
      return coupon({ discount_type: "percent", discount_value: 20, end_date: "2024-01-31" });
    case "BIG500":
      return coupon({ discount_type: "fixed", discount_value: 50, min_cart_amount: 500 });
    case "NOPE":
      return coupon({ status: false, discount_type: "percent", discount_value: 50 });
    default:
      return fail(404, "coupon_not_found", "This coupon code does not exist");
  }
}

async function renderCart(options: {
  locale?: Locale;
  lines: CartLine[];
  loggedIn?: boolean;
  routes?: Record<string, FetchReply>;
  pageProps?: Parameters<typeof createCartRoute>[1];
}) {
  const storage = createMemoryStorage();
  if (options.loggedIn) {
    writeStoredUser(storage, sara);
    storage.setItem("cart", JSON.stringify(options.lines));
  } else {
    storage.setItem("tempCart", JSON.stringify(options.lines));
  }
  const mounted = await createTestStorefront({
    storage,
    locale: options.locale ?? "en",
    catalogs: "routes",
    routes: {
      "GET /get_cart_list": ok(options.lines),
      "GET /get_wish_list": ok([]),
      "POST /check_coupon": (call) => couponAnswer(String((call.body as { code: string }).code)),
      ...options.routes,
    },
  });
  const root = createRootRoute({ component: Outlet });
  const stub = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{path} page</p> });
  const router = createRouter({
    routeTree: root.addChildren([
      createCartRoute(root, options.pageProps),
      stub("/checkout"),
      stub("/products"),
    ]),
    history: createMemoryHistory({ initialEntries: ["/cart"] }),
    context: { ensureCatalogs: mounted.ensureCatalogs },
  });
  await router.load();
  render(mounted.wrap(<RouterProvider router={router} />));
  await screen.findByRole("heading", { level: 1 });
  return { ...mounted, router };
}

/** Text with the no-break spaces of `Intl` currency formats as plain spaces. */
function text(element: Element): string {
  return (element.textContent ?? "").replace(/\u00a0/g, " ");
}

async function applyCoupon(code: string, label = "Coupon code", button = "Apply") {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: button }));
  return screen.findByTestId("coupon-message");
}

describe("the cart's coupon field", () => {
  it("shows exactly core's message for each demo coupon", async () => {
    await renderCart({ lines: [tea] });
    expect((await applyCoupon("WEEKEND")).textContent).toBe("Coupon not applicable today.");
    expect((await applyCoupon("EXPIRED")).textContent).toBe("Coupon expired.");
    expect((await applyCoupon("BIG500")).textContent).toBe("Minimum of 500");
    expect((await applyCoupon("NOPE")).textContent).toBe("Coupon not valid");
    expect((await applyCoupon("SOMETHING")).textContent).toBe("This coupon code does not exist");
    expect(screen.getByTestId("coupon-message").getAttribute("role")).toBe("alert");
    expect(screen.queryByTestId("totals-discount")).toBeNull();

    const accepted = await applyCoupon("WELCOME10");
    expect(accepted.textContent).toBe("Coupon applied");
    expect(accepted.getAttribute("role")).toBe("status");
    // 2 × 22.00 = 44.00; 10 % = 4.40; delivery 15.00 under 200.00.
    // A guest's estimate is in the partner's currency too.
    expect(text(screen.getByTestId("totals-discount"))).toBe("Discount (WELCOME10)−SAR 4.40");
    expect(text(screen.getByTestId("totals-total"))).toBe("Estimated totalSAR 54.60");
  });

  it("says 'Not valid' when the server refuses without a message", async () => {
    await renderCart({
      lines: [tea],
      routes: { "POST /check_coupon": { status: 422, body: { status: "0" } } },
    });
    expect((await applyCoupon("ANY")).textContent).toBe("Not valid");
  });

  it("says to wait on a 429, not the server's words: a rate limit says nothing about the code", async () => {
    await renderCart({
      lines: [tea],
      routes: { "POST /check_coupon": () => fail(429, "too_many_requests", "Too many requests") },
    });
    const message = await applyCoupon("WELCOME10");
    expect(message.textContent).toBe("Too many attempts. Wait a few minutes, then try again.");
  });

  it("translates the messages into Arabic, with the minimum in its placeholder", async () => {
    await renderCart({ locale: "ar", lines: [tea] });
    const label = "رمز القسيمة";
    const apply = "تطبيق";
    expect((await applyCoupon("WEEKEND", label, apply)).textContent).toBe("القسيمة غير صالحة اليوم.");
    expect((await applyCoupon("EXPIRED", label, apply)).textContent).toBe("انتهت صلاحية القسيمة.");
    expect((await applyCoupon("BIG500", label, apply)).textContent).toBe("الحد الأدنى 500");
    expect((await applyCoupon("NOPE", label, apply)).textContent).toBe("القسيمة غير صالحة");
    expect((await applyCoupon("WELCOME10", label, apply)).textContent).toBe("تم تطبيق القسيمة");
  });

  it("drops the discount of a guest's coupon when the cart falls below its minimum", async () => {
    const big = { ...tea, qty: 23 }; // 506.00
    await renderCart({ lines: [big] });
    expect((await applyCoupon("BIG500")).textContent).toBe("Coupon applied");
    expect(text(screen.getByTestId("totals-discount"))).toBe("Discount (BIG500)−SAR 50.00");
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" })); // 484.00
    await waitFor(() => expect(screen.getByTestId("coupon-message").textContent).toBe("Minimum of 500"));
    expect(screen.queryByTestId("totals-discount")).toBeNull();
  });
});

describe("the cart's totals", () => {
  it("a guest sees a labelled estimate by core's rules", async () => {
    await renderCart({ lines: [tea, apples] });
    const totals = screen.getByRole("region", { name: "Estimated order summary" });
    // 44.00 + 3.75 = 47.75; delivery 15.00 → 62.75.
    expect(text(within(totals).getByTestId("totals-subtotal"))).toBe("SubtotalSAR 47.75");
    expect(text(within(totals).getByTestId("totals-delivery"))).toBe("DeliverySAR 15.00");
    expect(text(within(totals).getByTestId("totals-total"))).toBe("Estimated totalSAR 62.75");
    expect(within(totals).getByText(/This is an estimate/)).toBeTruthy();
    const lines = screen.getAllByTestId("cart-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText("SAR 1.25 · Per piece")).toBeTruthy();
    expect(text(within(lines[1]!).getByTestId("line-total"))).toBe("Line total SAR 3.75");
    expect(screen.getByRole("link", { name: "Proceed to checkout" }).getAttribute("href")).toBe("/checkout");
  });

  it("a customer sees the server's totals with the accepted coupon, the coupon sent along", async () => {
    const summary = (couponCode: string | null) =>
      ok({
        lines: [tea],
        item_count: 2,
        totals: {
          subtotal: 44,
          discount: couponCode ? 4.4 : 0,
          delivery: 15,
          tax: 5.17,
          total: couponCode ? 54.6 : 59,
          currency: "SAR",
        },
        coupon: couponCode ? { code: couponCode, valid: true, msg: "Coupon applied" } : null,
      });
    const { double } = await renderCart({
      lines: [tea],
      loggedIn: true,
      routes: {
        "GET /cart_summary": (call) => summary(new URL(call.url, "http://x").searchParams.get("coupon_code")),
      },
    });
    const totals = await screen.findByRole("region", { name: "Order summary" });
    await waitFor(() => expect(text(within(totals).getByTestId("totals-total"))).toBe("TotalSAR 59.00"));
    expect(within(totals).queryByText(/This is an estimate/)).toBeNull();
    await applyCoupon("WELCOME10");
    await waitFor(() =>
      expect(text(within(totals).getByTestId("totals-discount"))).toBe("Discount (WELCOME10)−SAR 4.40"),
    );
    expect(text(within(totals).getByTestId("totals-total"))).toBe("TotalSAR 54.60");
    expect(double.calls.some((call) => call.url.includes("coupon_code=WELCOME10"))).toBe(true);
  });

  it("a cart ordered in the venue (a plain restaurant's) has no coupon and no delivery, and asks no summary", async () => {
    const { double } = await renderCart({
      lines: [tea, apples],
      loggedIn: true,
      pageProps: { ordersInVenue: (partner) => partner.snachoo_settings.type === "retail" },
    });
    const totals = screen.getByRole("region", { name: "Order summary" });
    // 44.00 + 3.75, nothing added: the table or kiosk order is priced the same way.
    expect(text(within(totals).getByTestId("totals-total"))).toBe("TotalSAR 47.75");
    expect(within(totals).queryByTestId("totals-delivery")).toBeNull();
    expect(screen.queryByLabelText("Coupon code")).toBeNull();
    expect(double.calls.some((call) => call.url.includes("/cart_summary"))).toBe(false);
  });

  it("shows the server's verdict, translated, when it refuses the applied coupon", async () => {
    sessionStorage.setItem(
      "appliedCoupon",
      JSON.stringify({
        code: "BIG500",
        response: {
          status: "success",
          data: { status: true, min_cart_amount: 500, discount_type: "fixed", discount_value: 50 },
        },
      }),
    );
    await renderCart({
      lines: [tea],
      loggedIn: true,
      locale: "ar",
      routes: {
        "GET /cart_summary": ok({
          lines: [tea],
          item_count: 2,
          totals: { subtotal: 44, discount: 0, delivery: 15, tax: 5.74, total: 59, currency: "SAR" },
          coupon: { code: "BIG500", valid: false, msg: "Minimum of 500" },
        }),
      },
    });
    expect((await screen.findByTestId("coupon-message")).textContent).toBe("الحد الأدنى 500");
  });
});

describe("the cart page", () => {
  it("shows the empty state with a way back to the shop", async () => {
    await renderCart({ lines: [] });
    expect(screen.getByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/products");
  });

  it("shows a line's options and note, and a vertical's own action instead of the checkout link", async () => {
    const withChoices: CartLine = {
      ...tea,
      options: [
        { group_id: "1", option_id: "12", name: "Large", name_lang: { en: "Large", ar: "كبير" }, price: 5 },
      ],
      details: { note: "No nuts" },
    };
    await renderCart({
      lines: [withChoices, tea],
      pageProps: { checkoutAction: <a href="/digital-menu-cart">Order to my table</a> },
    });
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
    expect(screen.getByText("Large")).toBeTruthy();
    expect(screen.getByText("Note: “No nuts”")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order to my table" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Proceed to checkout" })).toBeNull();
  });

  it("renders right to left in Arabic: localized names, translated labels, mirrored arrow", async () => {
    await renderCart({ lines: [tea, apples], locale: "ar" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("سلة التسوق");
    expect(screen.getByRole("heading", { name: "معمول بالتمر" })).toBeTruthy();
    expect(screen.getByText(/للحبة/)).toBeTruthy();
    const checkout = screen.getByRole("link", { name: "المتابعة إلى الدفع" });
    expect(checkout.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(checkout.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
    expect(screen.getByRole("group", { name: "كمية معمول بالتمر" })).toBeTruthy();
    // The locale's digits and separators, two decimals, and the partner's currency sign.
    expect(screen.getAllByTestId("line-total")[0]!.textContent).toBe(
      `إجمالي البند ${formatMoney(44, "ar", testPartner.currency)}`,
    );
  });

  it("follows a change another tab made (the storage event)", async () => {
    const { services } = await renderCart({ lines: [tea] });
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
    services.storage.setItem("tempCart", JSON.stringify([tea, apples]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "tempCart" }));
    });
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
    expect(text(screen.getByTestId("totals-subtotal"))).toBe("SubtotalSAR 47.75");
  });

  it("removes a line and changes quantities at once", async () => {
    const { session } = await renderCart({ lines: [tea, apples] });
    fireEvent.click(screen.getByRole("button", { name: "Remove Red Apples" }));
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(session.cart.getSnapshot().length).toBe(3);
    const field = screen.getByLabelText("Quantity");
    fireEvent.change(field, { target: { value: "0" } });
    fireEvent.blur(field);
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
  });
});
