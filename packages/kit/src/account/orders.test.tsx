import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoAccount, emptyAccount, renderAccountAt, setUpAccountPageTests } from "./account.test-support";

setUpAccountPageTests();

const renderAt = renderAccountAt;

const main = () => document.querySelector("[data-slot=account-main]") as HTMLElement;

describe("/account/myorders", () => {
  it("lists the customer's orders, newest first, with status, items and total", async () => {
    await renderAt("/account/myorders");
    await screen.findByRole("heading", { level: 1, name: "My orders" });
    const list = await screen.findByRole("list", { name: "Orders" });
    const rows = within(list).getAllByRole("link");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      "Order SF-260610-C3",
      "Order SF-260529-B2",
      "Order SF-260506-A1",
    ]);
    expect(rows[0]?.getAttribute("href")).toBe("/account/orders/103");
    expect(within(rows[0]!).getByText("Shipped")).toBeTruthy();
    expect(within(rows[1]!).getByText("Delivered")).toBeTruthy();
    expect(within(rows[1]!).getByText(/3 items/)).toBeTruthy();
    expect(within(rows[1]!).getByText("SAR 120.50")).toBeTruthy();
  });

  it("has an empty state", async () => {
    await renderAt("/account/myorders", { data: emptyAccount() });
    expect(await screen.findByText("You have not ordered anything yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/");
  });

  it("has an error state with a retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const { server } = await renderAt("/account/myorders", { fail: ["GET /account/orders"] });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load this. Please try again.");
    expect(main().contains(alert)).toBe(true);
    expect(screen.getByRole("navigation", { name: "Account" })).toBeTruthy();
    server.failing.clear();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Orders" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows skeletons while loading", async () => {
    await renderAt("/account/myorders", { hang: ["GET /account/orders"] });
    await waitFor(() => expect(document.querySelector("[data-slot=account-skeleton]")).toBeTruthy());
  });
});

describe("/account/orders", () => {
  it("sends a customer who is not a vendor to their own orders", async () => {
    const { router } = await renderAt("/account/orders");
    await screen.findByRole("heading", { level: 1, name: "My orders" });
    expect(router.state.location.pathname).toBe("/account/myorders");
  });

  it("lists the orders a vendor received, without links to the customers' orders", async () => {
    const data = demoAccount();
    data.profile.is_vendor = true;
    data.vendorOrders = [data.orders[1]!];
    await renderAt("/account/orders", { data });
    await screen.findByRole("heading", { level: 1, name: "Orders received" });
    const list = await screen.findByRole("list", { name: "Orders received" });
    expect(within(list).getByText("SF-260529-B2")).toBeTruthy();
    expect(within(list).queryByRole("link")).toBeNull();
  });

  it("has an empty state for a vendor", async () => {
    const data = demoAccount();
    data.profile.is_vendor = true;
    await renderAt("/account/orders", { data });
    expect(await screen.findByText("No one has ordered your products yet.")).toBeTruthy();
  });
});

describe("/account/orders/$id", () => {
  it("shows the lines, totals, payment, address and timeline", async () => {
    await renderAt("/account/orders/102");
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Order SF-260529-B2");
    const items = screen.getByRole("list", { name: "Items" });
    expect(within(items).getByText("Green Tea")).toBeTruthy();
    expect(within(items).getByText("2 × SAR 40.00")).toBeTruthy();
    const totals = document.querySelector("[data-slot=order-totals]") as HTMLElement;
    expect(within(totals).getByText("SAR 105.50")).toBeTruthy();
    expect(within(totals).getByText("SAR 120.50")).toBeTruthy();
    expect(document.querySelector("[data-slot=order-payment]")?.textContent).toBe("Card · Paid");
    expect(screen.getByText("King Fahd Road 1200")).toBeTruthy();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("span.font-medium")?.textContent)).toEqual([
      "Placed",
      "Paid",
      "Shipped",
      "Delivered",
    ]);
    expect(steps[3]?.getAttribute("aria-current")).toBe("step");
  });

  it("shows Arabic names in Arabic", async () => {
    await renderAt("/account/orders/102", { locale: "ar" });
    expect(await screen.findByText("شاي أخضر")).toBeTruthy();
  });

  it("is the 404 page for an order that is not the customer's", async () => {
    await renderAt("/account/orders/999");
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Page not found: /account/orders/999");
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go To Home Page" }).getAttribute("href")).toBe("/");
    // Inside the account layout: the customer keeps the account's navigation.
    expect(main().querySelector("[data-slot=error-page]")).toBeTruthy();
  });

  it("puts the order's lines back into the cart", async () => {
    const user = userEvent.setup();
    const { session, server } = await renderAt("/account/orders/102");
    await user.click(await screen.findByRole("button", { name: "Order again" }));
    expect(await screen.findByText("The items are in your cart.")).toBeTruthy();
    const lines = session.cart.getSnapshot().list;
    expect(lines.map((line) => [line.product_id, line.qty])).toEqual([
      ["3", 1],
      ["4", 2],
    ]);
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === "/update_cart").map((call) => call.body)).toEqual([
        expect.objectContaining({ product_id: "3", variant_id: "30", qty: 1 }),
        expect.objectContaining({ product_id: "4", variant_id: "40", qty: 2 }),
      ]),
    );
  });

  it("starts a return of a delivered order, which then shows in the returns", async () => {
    const user = userEvent.setup();
    const { server, router } = await renderAt("/account/orders/102");
    await user.click(await screen.findByRole("button", { name: "Return items" }));
    const dialog = await screen.findByRole("dialog", { name: "Return items" });
    await user.click(within(dialog).getByRole("button", { name: "Request the return" }));
    expect(within(dialog).getByText("Choose at least one item to return.")).toBeTruthy();
    expect(within(dialog).getByText("Choose a reason.")).toBeTruthy();

    const honey = within(dialog).getByRole("spinbutton", { name: /Honey Jar/ });
    await user.clear(honey);
    await user.type(honey, "1");
    await user.click(within(dialog).getByRole("combobox", { name: /Reason/ }));
    await user.click(await screen.findByRole("option", { name: "Damaged" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "Lid broken");
    await user.click(within(dialog).getByRole("button", { name: "Request the return" }));

    const heading = await screen.findByRole("heading", { level: 1, name: /^Return RT-NEW/ });
    expect(router.state.location.pathname).toMatch(/^\/account\/returns\/\d+$/);
    expect(heading).toBeTruthy();
    expect(
      server.calls.find((call) => call.method === "POST" && call.path === "/account/returns")?.body,
    ).toEqual({
      order_id: "102",
      reason: "damaged",
      note: "Lid broken",
      lines: [{ order_line_id: "4", qty: 1 }],
    });
    await user.click(screen.getByRole("link", { name: "All returns" }));
    const list = await screen.findByRole("list", { name: "Returns" });
    expect(within(list).getAllByRole("link")).toHaveLength(2);
  });

  it("offers no return for an order that was not delivered", async () => {
    await renderAt("/account/orders/103");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Return items" })).toBeNull();
    expect(screen.getByText("Shipped", { selector: "[data-slot=order-status]" })).toBeTruthy();
  });
});
