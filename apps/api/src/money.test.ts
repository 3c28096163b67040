// Issue 17, "Money": a coupon's usage limit, refunds net of the coupon discount, per-piece units
// taking the right stock. Each failed before the fix (three WELCOME10 orders, a 70.00 refund of a
// 63.00 order, a whole kilogram taken for a 0.25 kg apple).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, stockLevels } from "./db/schema";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let token: string;
let keys = 0;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "money");
  token = await clientFor(ctx, shop.tenant).login();
});
afterAll(() => ctx?.close());

const api = () => clientFor(ctx, shop.tenant);
const product = (name: string) => productNamed(shop, name);
const placeOrder = (body: Record<string, unknown> = {}) =>
  api().post(
    "/place_order",
    { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa", ...body },
    { token, headers: { "idempotency-key": `money-order-${++keys}` } },
  );
const fillCart = async (lines: Array<Record<string, unknown>>) => {
  await api().post("/clear_cart", {}, { token });
  for (const line of lines) expect((await api().post("/update_cart", line, { token })).status).toBe(200);
};

describe("coupon usage limits", () => {
  it("lets one customer use WELCOME10 on one order only", async () => {
    const tea = String(product("Tea").id);
    await fillCart([{ product_id: tea, qty: 1 }]);
    expect((await placeOrder({ coupon_code: "WELCOME10" })).status).toBe(201);
    await fillCart([{ product_id: tea, qty: 1 }]);
    const summary = await api().get("/cart_summary?coupon_code=WELCOME10", { token });
    expect(summary.json.data.coupon).toEqual({
      code: "WELCOME10",
      valid: false,
      msg: "You have already used this coupon.",
    });
    expect(summary.json.data.totals.discount).toBe(0);
    const second = await placeOrder({ coupon_code: "WELCOME10" });
    expect(second.status).toBe(422);
    expect(second.json).toMatchObject({ code: "coupon_invalid", msg: "You have already used this coupon." });
    // The cart is kept, and another customer can still use it.
    expect((await api().get("/get_cart_list", { token })).json.data).toHaveLength(1);
    const omar = await api().post("/login", { phone: "500000001", password: "demo12345" });
    const other = omar.json.data.token as string;
    await api().post("/update_cart", { product_id: tea, qty: 1 }, { token: other });
    const theirs = await api().post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", coupon_code: "WELCOME10" },
      { token: other, headers: { "idempotency-key": "money-other-1" } },
    );
    expect(theirs.status).toBe(201);
  });
});

describe("once-per-customer coupons", () => {
  const tea = () => String(product("Tea").id);
  /** Orders one Tea with WELCOME10 as the customer of `session`, from `ip`. */
  async function welcomeOrder(session: string, ip: string) {
    await api().post("/update_cart", { product_id: tea(), qty: 1 }, { token: session });
    return api().post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", coupon_code: "WELCOME10" },
      { token: session, headers: { "idempotency-key": `welcome-${++keys}`, "x-forwarded-for": ip } },
    );
  }

  it("are not for guests: a new guest cannot get WELCOME10 again and again", async () => {
    const ip = "10.95.0.1";
    const guest = await api().post("/guest_login", {}, { headers: { "x-forwarded-for": ip } });
    const session = guest.json.data.token as string;
    const refused = await welcomeOrder(session, ip);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      code: "coupon_invalid",
      msg: "Log in to your account to use this coupon.",
    });
    const summary = await api().get("/cart_summary?coupon_code=WELCOME10", {
      token: session,
      headers: { "x-forwarded-for": ip },
    });
    expect(summary.json.data.coupon.valid).toBe(false);
  });

  it("go to a few accounts per connection, not to every new account made from it", async () => {
    const ip = "10.95.1.1";
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const signup = await api().post(
        "/signup",
        { name: "Newcomer", email: `newcomer-${i}@example.com`, password: "newcomer-password" },
        { headers: { "x-forwarded-for": ip } },
      );
      const answer = await welcomeOrder(signup.json.data.token, ip);
      statuses.push(answer.status === 422 ? answer.json.msg : answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, "This coupon was already used from your connection."]);
    const elsewhere = await api().post(
      "/signup",
      { name: "Elsewhere", email: "newcomer-else@example.com", password: "newcomer-password" },
      { headers: { "x-forwarded-for": "10.95.1.2" } },
    );
    expect((await welcomeOrder(elsewhere.json.data.token, "10.95.1.2")).status).toBe(201);
  });
});

describe("refunds", () => {
  it("refund what was paid after the coupon, never the list price", async () => {
    // 7 × Tea at 10.00 = 70.00, 10 % off (WEEKEND… no: a fresh customer's WELCOME10) = 63.00 paid.
    const signup = await api().post("/signup", {
      name: "Refund",
      email: "refund@example.com",
      password: "refund-password",
    });
    const buyer = signup.json.data.token as string;
    await api().post("/update_cart", { product_id: String(product("Tea").id), qty: 7 }, { token: buyer });
    const placed = await api().post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa", coupon_code: "WELCOME10" },
      { token: buyer, headers: { "idempotency-key": "refund-order-1" } },
    );
    expect(placed.json.data.totals).toMatchObject({ subtotal: 70, discount: 7, total: 63 });
    const orderId = placed.json.data._id as string;
    await ctx.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(and(eq(orders.id, Number(orderId)), eq(orders.tenantId, shop.tenant.id)));
    const lineId = placed.json.data.lines[0]._id as string;
    const ask = (qty: number) =>
      api().post(
        "/account/returns",
        { order_id: orderId, reason: "changed_mind", lines: [{ order_line_id: lineId, qty }] },
        { token: buyer },
      );
    const first = await ask(3);
    expect(first.status).toBe(201);
    expect(first.json.data.refund).toBe(27);
    const rest = await ask(4);
    expect(rest.json.data.refund).toBe(36);
    expect(first.json.data.refund + rest.json.data.refund).toBe(63);
  });
});

describe("per-piece units", () => {
  it("take the piece's share of the stock (0.25 kg), not a whole kilogram", async () => {
    const apples = product("Apples");
    const perPiece = apples.spec?.units?.find((unit) => unit.multiplier === 0.25);
    expect(perPiece).toBeDefined();
    const answer = await api().get(`/products/${apples.id}`);
    const unitId = answer.json.data.other_unit_prices.find(
      (unit: { multiplier: number }) => unit.multiplier === 0.25,
    )?.id as string;
    await fillCart([{ product_id: String(apples.id), other_unit_price_id: unitId, qty: 1 }]);
    expect((await placeOrder()).status).toBe(201);
    const variantId = apples.variants[0]?.id ?? 0;
    const [stock] = await ctx.database.db
      .select()
      .from(stockLevels)
      .where(eq(stockLevels.variantId, variantId));
    expect(stock?.quantity).toBe(99.75);
    // Three more pieces and one kilogram: 99.75 − 0.75 − 1 = 98.
    await fillCart([
      { product_id: String(apples.id), other_unit_price_id: unitId, qty: 3 },
      { product_id: String(apples.id), qty: 1 },
    ]);
    expect((await placeOrder()).status).toBe(201);
    const [after] = await ctx.database.db
      .select()
      .from(stockLevels)
      .where(eq(stockLevels.variantId, variantId));
    expect(after?.quantity).toBe(98);
  });
});
