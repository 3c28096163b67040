import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "./db/schema";
import { seedDemoPartner } from "./seed/demo";
import { salon as demoSalon } from "./seed/partners/booking";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "shop");
});
afterAll(() => ctx?.close());

describe("account isolation and flows", () => {
  it("keeps addresses, orders and returns to their owner (404 for anyone else)", async () => {
    const api = clientFor(ctx, shop.tenant);
    const demo = await api.login();
    const other = await api.login("omar@example.com", "x").catch(async () => {
      const res = await api.post("/signup", {
        name: "Other",
        email: "other@example.com",
        password: "orchid-lantern-9",
      });
      return res.json.data.token as string;
    });
    const created = await api.post(
      "/account/addresses",
      { name: "Sara", phone: "500000000", line1: "King Fahd Road", city: "Riyadh", country: "SA" },
      { token: demo },
    );
    expect(created.status).toBe(201);
    expect(created.json.data.is_default).toBe(true);
    const id = created.json.data._id;
    expect((await api.get(`/account/addresses`, { token: other })).json.data).toHaveLength(0);
    expect((await api.put(`/account/addresses/${id}`, { city: "Jeddah" }, { token: other })).status).toBe(
      404,
    );
    expect((await api.del(`/account/addresses/${id}`, { token: other })).status).toBe(404);
    expect(
      (await api.put(`/account/addresses/${id}`, { city: "Jeddah" }, { token: demo })).json.data.city,
    ).toBe("Jeddah");
    await api.post("/update_cart", { product_id: String(shop.products[0]!.id), qty: 2 }, { token: demo });
    const placed = await api.post(
      "/place_order",
      { delivery_method: "delivery", address_id: id, payment_method: "cod" },
      { token: demo, headers: { "idempotency-key": "acct-order-1" } },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data.address.city).toBe("Jeddah");
    const orderId = placed.json.data._id;
    expect((await api.get(`/account/orders/${orderId}`, { token: other })).status).toBe(404);
    const notYet = await api.post(
      "/account/returns",
      {
        order_id: orderId,
        reason: "damaged",
        lines: [{ order_line_id: placed.json.data.lines[0]._id, qty: 1 }],
      },
      { token: demo },
    );
    expect(notYet.json.code).toBe("order_not_returnable");
    await ctx.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.id, Number(orderId)));
    const lineId = placed.json.data.lines[0]._id;
    const tooMany = await api.post(
      "/account/returns",
      { order_id: orderId, reason: "damaged", lines: [{ order_line_id: lineId, qty: 3 }] },
      { token: demo },
    );
    expect(tooMany.json.code).toBe("return_qty_exceeded");
    const ret = await api.post(
      "/account/returns",
      { order_id: orderId, reason: "damaged", note: "Broken", lines: [{ order_line_id: lineId, qty: 1 }] },
      { token: demo },
    );
    expect(ret.status).toBe(201);
    expect(ret.json.data).toMatchObject({ status: "requested", refund: 10, item_count: 1 });
    expect((await api.get("/account/returns", { token: demo })).json.data.total).toBe(1);
    expect((await api.get(`/account/returns/${ret.json.data._id}`, { token: other })).status).toBe(404);
    expect(
      (
        await api.post(
          "/account/returns",
          { order_id: orderId, reason: "damaged", lines: [{ order_line_id: lineId, qty: 1 }] },
          { token: other },
        )
      ).status,
    ).toBe(404);
  });

  it("counts every unit of every line in the order and return lists", async () => {
    const api = clientFor(ctx, shop.tenant);
    const token = await api.post("/signup", {
      name: "Counter",
      email: "counter@example.com",
      password: "orchid-lantern-9",
    });
    const customer = token.json.data.token as string;
    const [tea, , apples] = shop.products;
    await api.post("/update_cart", { product_id: String(tea!.id), qty: 2 }, { token: customer });
    await api.post("/update_cart", { product_id: String(apples!.id), qty: 1 }, { token: customer });
    const placed = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token: customer, headers: { "idempotency-key": "count-order-1" } },
    );
    expect(placed.status).toBe(201);
    const list = await api.get("/account/orders", { token: customer });
    expect(list.json.data.items.map((order: { item_count: number }) => order.item_count)).toEqual([3]);
    await ctx.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.id, Number(placed.json.data._id)));
    const returned = await api.post(
      "/account/returns",
      {
        order_id: placed.json.data._id,
        reason: "changed_mind",
        lines: placed.json.data.lines.map((line: { _id: string; qty: number }) => ({
          order_line_id: line._id,
          qty: line.qty,
        })),
      },
      { token: customer },
    );
    expect(returned.status).toBe(201);
    const returns = await api.get("/account/returns", { token: customer });
    expect(returns.json.data.items.map((item: { item_count: number }) => item.item_count)).toEqual([3]);
  });

  it("updates the profile and filters the statement by date", async () => {
    const api = clientFor(ctx, shop.tenant);
    const token = await api.login();
    const updated = await api.put("/account/profile", { cust_last_name: "Updated" }, { token });
    expect(updated.json.data.cust_last_name).toBe("Updated");
    expect((await api.put("/account/profile", { is_vendor: true }, { token })).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const statement = await api.get(`/account/statement?from=${today}&to=${today}`, { token });
    expect(statement.json.data.entries.length).toBeGreaterThan(0);
    const future = await api.get("/account/statement?from=2099-01-01", { token });
    expect(future.json.data.entries).toHaveLength(0);
    expect(future.json.data.opening_balance).toBe(statement.json.data.closing_balance);
    expect((await api.get("/account/statement?from=2025-02-01&to=2025-01-01", { token })).status).toBe(400);
  });
});

describe("booking and restaurant", () => {
  it("books a free slot once, lists and cancels it", async () => {
    const salon = await seedDemoPartner(ctx.database.db, demoSalon);
    ctx.app.partners.invalidate();
    const api = clientFor(ctx, salon);
    const token = await api.login();
    const services = (await api.get("/booking/services")).json.data;
    const staff = (await api.get(`/booking/staff?service_id=${services[0]._id}`)).json.data;
    const day = new Date(Date.now() + 2 * 86_400_000);
    if (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const slots = (
      await api.get(`/booking/slots?staff_id=${staff[0]._id}&service_id=${services[0]._id}&date=${date}`)
    ).json.data;
    const free = slots.find((s: { available: boolean }) => s.available);
    const body = { service_id: services[0]._id, staff_id: staff[0]._id, starts_at: free.starts_at };
    const [first, second] = await Promise.all([
      api.post("/booking/appointments", body, { token }),
      api.post("/booking/appointments", body, { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const booked = first.status === 201 ? first.json.data : second.json.data;
    expect(booked.price).toBe(services[0].price);
    const upcoming = (await api.get("/account/appointments?scope=upcoming", { token })).json.data;
    expect(upcoming.some((a: { _id: string }) => a._id === booked._id)).toBe(true);
    const cancelled = await api.post(`/booking/appointments/${booked._id}/cancel`, {}, { token });
    expect(cancelled.json.data.status).toBe("cancelled");
    expect((await api.post(`/booking/appointments/${booked._id}/cancel`, {}, { token })).status).toBe(409);
    for (const path of ["/booking/offers", "/booking/paid_plans", "/booking/vouchers"]) {
      expect((await api.get(path)).json.data.length).toBeGreaterThan(0);
    }
  });
});
