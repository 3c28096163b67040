// A restaurant order moves on in the kitchen — received → preparing → ready → collected — when
// the partner's staff say so (a staff key, only forward), and the diner's page reads where it
// stands: only the device or the customer that placed it; anyone else's answers 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPartner } from "./seed/demo";
import { restaurant as demoRestaurant, sugar as demoSugar } from "./seed/partners/restaurant";
import { issueStaffKey } from "./services/staff-keys";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let kitchen: ReturnType<typeof clientFor>;
let sugarApi: ReturnType<typeof clientFor>;
let shopApi: ReturnType<typeof clientFor>;
let itemId: string;
let kitchenKey: string;
let sugarKey: string;
let shopKey: string;

beforeAll(async () => {
  ctx = await openTestContext();
  const restaurant = await seedDemoPartner(ctx.database.db, demoRestaurant);
  const sugar = await seedDemoPartner(ctx.database.db, demoSugar);
  const shop = await seedShop(ctx.database.db, "kitchen-shop");
  ctx.app.partners.invalidate();
  kitchen = clientFor(ctx, restaurant);
  sugarApi = clientFor(ctx, sugar);
  shopApi = clientFor(ctx, shop.tenant);
  const menu = (await kitchen.get("/restaurant/menu")).json.data as Array<{
    items: Array<{ _id: string; available: boolean; option_groups: Array<{ min: number }> }>;
  }>;
  const plain = menu
    .flatMap((s) => s.items)
    .find((i) => i.available && i.option_groups.every((g) => g.min === 0));
  if (!plain) throw new Error("no plain menu item");
  itemId = plain._id;
  kitchenKey = await issueStaffKey(ctx.database.db, restaurant.id, "Kitchen screen");
  sugarKey = await issueStaffKey(ctx.database.db, sugar.id, "Sugar kitchen");
  shopKey = await issueStaffKey(ctx.database.db, shop.tenant.id, "Counter");
});
afterAll(() => ctx?.close());

let keys = 0;
const device = (id: string) => ({ "x-device-id": `kitchen-${id}-0000` });
const placeOrder = async (headers: Record<string, string>, token?: string, channel = "kiosk") => {
  const answer = await kitchen.post(
    "/restaurant/kiosk_order",
    {
      items: [{ item_id: itemId, qty: 1 }],
      payment_method: "cod",
      channel,
      ...(channel === "table" ? { table_number: "7" } : {}),
    },
    { ...(token ? { token } : {}), headers: { "idempotency-key": `kitchen-key-${++keys}`, ...headers } },
  );
  expect(answer.status).toBe(201);
  return answer.json.data as { _id: string; order_ref: string; kitchen_status: string };
};
const staff = (key: string) => ({ headers: { "x-staff-key": key } });
const advance = (id: string, to: string, key = kitchenKey, api = kitchen) =>
  api.post(`/staff/orders/${id}/kitchen_status`, { kitchen_status: to }, staff(key));
const statusOf = (id: string, headers: Record<string, string>, token?: string, api = kitchen) =>
  api.get(`/restaurant/orders/${id}/status`, { ...(token ? { token } : {}), headers });

describe("a restaurant order's kitchen status", () => {
  it("starts received, and the staff move it forward only: preparing, ready, collected", async () => {
    const order = await placeOrder(device("a"), undefined, "table");
    expect(order.kitchen_status).toBe("received");
    const read = async () => (await statusOf(order._id, device("a"))).json.data;
    expect(await read()).toEqual({
      _id: order._id,
      order_ref: order.order_ref,
      status: "placed",
      kitchen_status: "received",
    });

    const preparing = await advance(order._id, "preparing");
    expect([preparing.status, preparing.json.data.kitchen_status]).toEqual([200, "preparing"]);
    expect((await read()).kitchen_status).toBe("preparing");
    // Not backward, not the same step again.
    const same = await advance(order._id, "preparing");
    expect([same.status, same.json.code]).toEqual([409, "not_forward"]);
    expect((await advance(order._id, "ready")).json.data.kitchen_status).toBe("ready");
    expect((await read()).kitchen_status).toBe("ready");
    const back = await advance(order._id, "preparing");
    expect([back.status, back.json.code]).toEqual([409, "not_forward"]);
    expect((await advance(order._id, "collected")).status).toBe(200);
    expect((await read()).kitchen_status).toBe("collected");
    // "received" is where an order starts, never a step to move to.
    const toReceived = await advance(order._id, "received");
    expect([toReceived.status, toReceived.json.code]).toEqual([400, "validation_failed"]);
  });

  it("may skip ahead, and the staff list shows the step", async () => {
    const order = await placeOrder(device("skip"));
    expect((await advance(order._id, "ready")).json.data.kitchen_status).toBe("ready");
    const list = await kitchen.get("/staff/orders?channel=kiosk&per_page=50", staff(kitchenKey));
    const listed = list.json.data.items.find((o: { _id: string }) => o._id === order._id);
    expect(listed.kitchen_status).toBe("ready");
  });

  it("needs the partner's own staff key, and a voided order does not move on", async () => {
    const order = await placeOrder(device("void"));
    const noKey = await kitchen.post(`/staff/orders/${order._id}/kitchen_status`, {
      kitchen_status: "preparing",
    });
    expect([noKey.status, noKey.json.code]).toEqual([401, "invalid_staff_key"]);
    const customer = await kitchen.login();
    const asCustomer = await kitchen.post(
      `/staff/orders/${order._id}/kitchen_status`,
      { kitchen_status: "preparing" },
      { token: customer },
    );
    expect(asCustomer.status).toBe(401);
    // Another partner's key is not this partner's staff; on its own partner, the order is not there.
    expect((await advance(order._id, "preparing", shopKey)).status).toBe(401);
    const foreign = await advance(order._id, "preparing", sugarKey, sugarApi);
    expect([foreign.status, foreign.json.code]).toEqual([404, "order_not_found"]);
    expect((await statusOf(order._id, device("void"))).json.data.kitchen_status).toBe("received");

    expect((await kitchen.post(`/staff/orders/${order._id}/void`, {}, staff(kitchenKey))).status).toBe(200);
    const moved = await advance(order._id, "preparing");
    expect([moved.status, moved.json.code]).toEqual([409, "order_cancelled"]);
    // The diner's page learns it was voided.
    expect((await statusOf(order._id, device("void"))).json.data).toMatchObject({
      status: "cancelled",
      kitchen_status: "received",
    });
  });

  it("is no step of a shop's order", async () => {
    const token = await shopApi.login();
    const [product] = (await shopApi.get("/products?per_page=1")).json.data.items;
    await shopApi.post("/update_cart", { product_id: String(product._id), qty: 1 }, { token });
    const placed = await shopApi.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "kitchen-shop-1" } },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data.kitchen_status).toBeNull();
    const refused = await advance(placed.json.data._id, "preparing", shopKey, shopApi);
    expect([refused.status, refused.json.code]).toEqual([409, "not_a_kitchen_order"]);
    const read = await statusOf(placed.json.data._id, {}, token, shopApi);
    expect([read.status, read.json.code]).toEqual([403, "not_a_restaurant"]);
  });
});

describe("where an order stands is read only by whoever placed it", () => {
  it("the device that placed it; another device, no device or another tenant → 404", async () => {
    const order = await placeOrder(device("mine"));
    expect((await statusOf(order._id, device("mine"))).status).toBe(200);
    for (const [headers, label] of [
      [device("other"), "another device"],
      [{}, "no device"],
    ] as const) {
      const answer = await statusOf(order._id, headers);
      expect([answer.status, answer.json.code], label).toEqual([404, "order_not_found"]);
    }
    // The demo customer of this partner did not place it either.
    const customer = await kitchen.login();
    expect((await statusOf(order._id, {}, customer)).status).toBe(404);
    // The same device id on another restaurant reads nothing of this one's.
    const foreign = await statusOf(order._id, device("mine"), undefined, sugarApi);
    expect([foreign.status, foreign.json.code]).toEqual([404, "order_not_found"]);
  });

  it("the customer whose order it is, from any device; another customer → 404", async () => {
    const token = await kitchen.login();
    const order = await placeOrder(device("phone"), token);
    expect((await statusOf(order._id, {}, token)).json.data.kitchen_status).toBe("received");
    expect((await statusOf(order._id, device("laptop"), token)).status).toBe(200);
    const other = await kitchen.post(
      "/signup",
      { name: "Other diner", email: "other-diner@example.com", password: "other-diner-pw" },
      { headers: { "x-forwarded-for": "10.61.0.1" } },
    );
    const stranger = other.json.data.token as string;
    expect((await statusOf(order._id, {}, stranger)).status).toBe(404);
  });

  it("a sugar order is the customer's to watch too", async () => {
    const token = await sugarApi.login();
    const menu = (await sugarApi.get("/restaurant/menu")).json.data as Array<{
      items: Array<{ _id: string; available: boolean; option_groups: Array<{ min: number }> }>;
    }>;
    const plain = menu
      .flatMap((s) => s.items)
      .find((i) => i.available && i.option_groups.every((g) => g.min === 0));
    await sugarApi.post("/update_cart", { product_id: plain?._id, qty: 1 }, { token });
    const placed = await sugarApi.post(
      "/restaurant/sugar_checkout",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "kitchen-sugar-1" } },
    );
    expect(placed.status).toBe(201);
    const id = placed.json.data._id;
    expect((await statusOf(id, {}, token, sugarApi)).json.data.kitchen_status).toBe("received");
    expect((await advance(id, "preparing", sugarKey, sugarApi)).status).toBe(200);
    expect((await statusOf(id, {}, token, sugarApi)).json.data.kitchen_status).toBe("preparing");
  });
});
