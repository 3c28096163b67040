// Anonymous kiosk and table orders need only the partner's public token: they are limited per
// device and per address, and the partner's staff (a staff key, never in a page) see and void
// them — and any order not yet shipped, its stock given back. Before: 40 cash orders in a row
// from one address, and nobody could see or void them.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, orders, staffKeys, stockLevels } from "./db/schema";
import { seedDemoPartner } from "./seed/demo";
import { restaurant as demoRestaurant } from "./seed/partners/restaurant";
import { REQUEST_LIMITS } from "./services/address-limits";
import { issueStaffKey } from "./services/staff-keys";
import { clientFor, openTestContext, type TestContext, tallyStatuses } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let kitchen: ReturnType<typeof clientFor>;
let shopApi: ReturnType<typeof clientFor>;
let shop: Awaited<ReturnType<typeof seedShop>>;
let restaurantId: number;
let itemId: string;
let kitchenKey: string;
let shopKey: string;

beforeAll(async () => {
  ctx = await openTestContext();
  const restaurant = await seedDemoPartner(ctx.database.db, demoRestaurant);
  shop = await seedShop(ctx.database.db, "counter");
  ctx.app.partners.invalidate();
  restaurantId = restaurant.id;
  kitchen = clientFor(ctx, restaurant);
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
  shopKey = await issueStaffKey(ctx.database.db, shop.tenant.id, "Counter");
});
afterAll(() => ctx?.close());

let keys = 0;
const kioskOrder = (deviceId: string, ip: string) =>
  kitchen.post(
    "/restaurant/kiosk_order",
    { items: [{ item_id: itemId, qty: 1 }], payment_method: "cod" },
    { headers: { "idempotency-key": `kiosk-key-${++keys}`, "x-device-id": deviceId, "x-forwarded-for": ip } },
  );
const staff = (key: string | null): { headers: Record<string, string> } => ({
  headers: key ? { "x-staff-key": key } : {},
});

describe("anonymous menu orders", () => {
  it("are limited per device, and per address across devices", async () => {
    const perDevice = REQUEST_LIMITS.anonymousOrdersPerDevice.max;
    const one = [];
    for (let i = 0; i <= perDevice; i++) one.push(await kioskOrder("prank-device-1", "10.60.0.1"));
    expect(tallyStatuses(one)).toEqual({ 201: perDevice, 429: 1 });
    expect(one.at(-1)?.json.code).toBe("too_many_attempts");
    // A replay of an order that was placed is not counted again.
    const replay = await kitchen.post(
      "/restaurant/kiosk_order",
      { items: [{ item_id: itemId, qty: 1 }], payment_method: "cod" },
      {
        headers: {
          "idempotency-key": "kiosk-key-1",
          "x-device-id": "prank-device-1",
          "x-forwarded-for": "10.60.0.1",
        },
      },
    );
    expect(replay.status).toBe(201);
    // New device ids from the same address: the address's own limit holds.
    const perAddress = REQUEST_LIMITS.anonymousOrdersPerAddress.max;
    const many = [];
    for (let i = perDevice; i <= perAddress; i++)
      many.push(await kioskOrder(`prank-device-x${i}`, "10.60.0.1"));
    expect(tallyStatuses(many)).toEqual({ 201: perAddress - perDevice, 429: 1 });
    expect((await kioskOrder("real-kiosk-01", "10.60.0.2")).status).toBe(201);
  });
});

describe("staff calls", () => {
  it("need the partner's own staff key, never a customer's token or another partner's key", async () => {
    const token = await kitchen.login();
    for (const [options, label] of [
      [staff(null), "no key"],
      [{ ...staff("sk_forged-key-000000000000000000000000"), token }, "a forged key and a customer"],
      [staff(shopKey), "another partner's key"],
    ] as const) {
      const answer = await kitchen.get("/staff/orders", options);
      expect([answer.status, answer.json.code], label).toEqual([401, "invalid_staff_key"]);
    }
    const revoked = await issueStaffKey(ctx.database.db, restaurantId, "Old tablet");
    await ctx.database.db
      .update(staffKeys)
      .set({ revokedAt: new Date() })
      .where(eq(staffKeys.label, "Old tablet"));
    expect((await kitchen.get("/staff/orders", staff(revoked))).status).toBe(401);
  });

  it("list the anonymous kiosk orders by channel", async () => {
    const placed = await kioskOrder("list-kiosk-01", "10.60.1.1");
    const list = await kitchen.get("/staff/orders?channel=kiosk&per_page=5", staff(kitchenKey));
    expect(list.status).toBe(200);
    expect(list.json.data.items[0]._id).toBe(placed.json.data._id);
    expect(list.json.data.items.every((order: { channel: string }) => order.channel === "kiosk")).toBe(true);
    expect(list.json.data.total).toBeGreaterThan(20);
    const none = await kitchen.get("/staff/orders?channel=table", staff(kitchenKey));
    expect(none.json.data.items).toEqual([]);
  });

  it("void a kiosk order once, saying who and why", async () => {
    const placed = await kioskOrder("void-kiosk-01", "10.60.2.1");
    const id = placed.json.data._id as string;
    const voided = await kitchen.post(
      `/staff/orders/${id}/void`,
      { reason: "Prank order" },
      staff(kitchenKey),
    );
    expect(voided.status).toBe(200);
    expect(voided.json.data.status).toBe("cancelled");
    expect(voided.json.data.timeline.at(-1)).toMatchObject({
      status: "cancelled",
      note: "Voided by Kitchen screen: Prank order",
    });
    const again = await kitchen.post(`/staff/orders/${id}/void`, {}, staff(kitchenKey));
    expect([again.status, again.json.code]).toEqual([409, "not_voidable"]);
    // Another partner's staff cannot reach it.
    const foreign = await shopApi.post(`/staff/orders/${id}/void`, {}, staff(shopKey));
    expect([foreign.status, foreign.json.code]).toEqual([404, "order_not_found"]);
  });

  it("void a shop order: its stock comes back, its coupon use and the customer's statement are evened out", async () => {
    const customer = await shopApi.post(
      "/signup",
      { name: "Voided", email: "voided@example.com", password: "voided-password" },
      { headers: { "x-forwarded-for": "10.60.3.1" } },
    );
    const token = customer.json.data.token as string;
    const shirt = productNamed(shop, "Shirt");
    const variantId = shirt.variants[0]?.id ?? 0;
    const stock = async () =>
      (await ctx.database.db.select().from(stockLevels).where(eq(stockLevels.variantId, variantId)))[0]
        ?.quantity;
    const before = await stock();
    await shopApi.post(
      "/update_cart",
      { product_id: String(shirt.id), variant_id: String(variantId), qty: 3 },
      { token },
    );
    const placed = await shopApi.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa", coupon_code: "WELCOME10" },
      { token, headers: { "idempotency-key": "void-shop-1", "x-forwarded-for": "10.60.3.1" } },
    );
    expect(placed.status).toBe(201);
    expect(await stock()).toBe((before ?? 0) - 3);
    const id = Number(placed.json.data._id);
    const voided = await shopApi.post(`/staff/orders/${id}/void`, {}, staff(shopKey));
    expect(voided.json.data).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    expect(await stock()).toBe(before);
    const uses = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, id));
    expect(uses).toEqual([]);
    const statement = (await shopApi.get("/account/statement", { token })).json.data;
    expect(statement.closing_balance).toBe(0);
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.tenantId, shop.tenant.id)));
    expect(row?.status).toBe("cancelled");
  });
});
