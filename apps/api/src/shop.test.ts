import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let api: ReturnType<typeof clientFor>;
let token: string;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "shop");
  api = clientFor(ctx, shop.tenant);
  token = await api.login();
});
afterAll(() => ctx?.close());

const [tea, shirt, apples, vase] = [0, 1, 2, 3];
const pid = (i: number) => String(shop.products[i]!.id);

describe("catalogue", () => {
  it("lists, filters by attribute, searches and sorts", async () => {
    const all = await api.get("/products?sort=price_asc");
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(4);
    expect(all.json.data.items.map((p: { name: string }) => p.name)).toEqual([
      "Apples",
      "Tea",
      "Shirt",
      "Rare Vase",
    ]);
    const sized = await api.get("/products?attrs=size:m");
    expect(sized.json.data.items.map((p: { name: string }) => p.name)).toEqual(["Shirt"]);
    const found = await api.get(`/products?key=${encodeURIComponent("تفاح")}`);
    expect(found.json.data.items[0].name).toBe("Apples");
    const paged = await api.get("/products?per_page=1&page=2&sort=name_asc");
    expect(paged.json.data).toMatchObject({ page: 2, per_page: 1, total: 4, last_page: 4 });
  });

  it("answers a product with variants, attributes and other unit prices", async () => {
    const shirtRes = await api.get(
      `/products/${pid(shirt)}?variant_id=${shop.products[shirt]!.variants[1]!.id}`,
    );
    const product = shirtRes.json.data;
    expect(product.variants).toHaveLength(2);
    expect(product.price_master.price).toBe(55);
    expect(product.attributes[0]).toMatchObject({ slug: "size", selected_slug: "m" });
    const applesRes = await api.get(`/products/${pid(apples)}`);
    expect(applesRes.json.data.other_unit_prices.map((u: { name: string }) => u.name)).toEqual([
      "Per kg",
      "Per piece",
    ]);
    expect((await api.get("/products/999999")).status).toBe(404);
  });
});

describe("strict validation", () => {
  it("rejects unknown fields with their path, never a 500", async () => {
    for (const field of ["price", "customer_id", "__proto__"]) {
      const res = await api.call("POST", "/ecommerce/api/snachoo/update_cart", {
        raw: `{"product_id":"${pid(tea)}","qty":1,"${field}":1}`,
        token,
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ status: "error", code: "validation_failed" });
      expect(res.json.issues).toContainEqual({ path: `body.${field}`, message: "Unknown field" });
    }
  });

  it("answers malformed JSON, wrong types and bad queries with 400", async () => {
    const malformed = await api.call("POST", "/ecommerce/api/snachoo/update_cart", {
      raw: '{"product_id":',
      token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe("invalid_json");
    const wrongType = await api.post("/update_cart", { product_id: pid(tea), qty: "lots" }, { token });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.issues[0].path).toBe("body.qty");
    const badQuery = await api.get("/products?per_page=1000&colour=red");
    expect(badQuery.status).toBe(400);
    expect(badQuery.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "query.colour",
      "query.per_page",
    ]);
    const notJson = await api.call("POST", "/ecommerce/api/snachoo/update_cart", {
      raw: "qty=1",
      token,
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
    expect(notJson.text).not.toMatch(/at .*\.ts/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await api.get("/nothing-here");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: "error", code: "not_found" });
  });
});

describe("coupons", () => {
  it("answers the spec's coupon shape for each demo coupon", async () => {
    const check = (code: string) => api.post("/check_coupon", { code });
    const welcome = await check("welcome10");
    expect(welcome.json).toMatchObject({
      status: "success",
      data: { status: true, code: "WELCOME10", discount_type: "percent", discount_value: 10 },
    });
    expect((await check("WEEKEND")).json.data.days).toEqual(["6", "7"]);
    expect((await check("EXPIRED")).json.data.end_date).toBe("2024-01-31");
    expect((await check("BIG500")).json.data.min_cart_amount).toBe(500);
    expect((await check("NOPE")).json.data.status).toBe(false);
    const unknown = await check("NOSUCHCODE");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: "error", code: "coupon_not_found" });
    expect(unknown.json.msg).toBeTruthy();
  });
});

describe("cart, wishlist and orders", () => {
  it("keeps cart lines by product and unit, with prices from the catalogue", async () => {
    await api.post("/clear_cart", {}, { token });
    await api.post("/update_cart", { product_id: pid(apples), qty: 2 }, { token });
    await api
      .post(
        "/update_cart",
        { product_id: pid(apples), qty: 3, other_unit_price_id: String(shop.products[apples]!.id + 0) },
        { token },
      )
      .then((r) => expect(r.status).toBe(404));
    const units = (await api.get(`/products/${pid(apples)}`)).json.data.other_unit_prices;
    await api.post(
      "/update_cart",
      { product_id: pid(apples), qty: 4, other_unit_price_id: units[1].id },
      { token },
    );
    const list = await api.get("/get_cart_list", { token });
    expect(list.json.status).toBe("success");
    expect(list.json.data.map((l: { qty: number; price: number }) => [l.qty, l.price])).toEqual([
      [2, 8],
      [4, 1],
    ]);
    await api.post("/update_cart", { product_id: pid(apples), qty: 0 }, { token });
    expect((await api.get("/get_cart_list", { token })).json.data).toHaveLength(1);
    const scarce = await api.post("/update_cart", { product_id: pid(vase), qty: 2 }, { token });
    expect(scarce.status).toBe(409);
    expect(scarce.json.code).toBe("out_of_stock");
  });

  it("keeps a wishlist in data", async () => {
    await api.post("/add_wish_list_item", { product_id: pid(tea) }, { token });
    await api.post("/add_wish_list_item", { product_id: pid(tea) }, { token });
    const list = await api.get("/get_wish_list", { token });
    expect(list.json.data).toHaveLength(1);
    await api.post("/remove_wish_list_item", { product_id: pid(tea) }, { token });
    expect((await api.get("/get_wish_list", { token })).json.data).toHaveLength(0);
  });

  it("computes totals on the server and re-checks the coupon", async () => {
    await api.post("/clear_cart", {}, { token });
    await api.post("/update_cart", { product_id: pid(tea), qty: 3 }, { token });
    const summary = await api.get("/cart_summary?coupon_code=WELCOME10", { token });
    expect(summary.json.data.totals).toEqual({
      subtotal: 30,
      discount: 3,
      delivery: 15,
      tax: 3.52,
      total: 42,
      currency: "SAR",
    });
    const big = await api.get("/cart_summary?coupon_code=BIG500", { token });
    expect(big.json.data.coupon).toEqual({ code: "BIG500", valid: false, msg: "Minimum of 500" });
    const expired = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", coupon_code: "EXPIRED" },
      { token, headers: { "idempotency-key": "expired-coupon-1" } },
    );
    expect(expired.status).toBe(422);
    expect(expired.json).toMatchObject({ code: "coupon_invalid", msg: "Coupon expired." });
    const nope = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", coupon_code: "NOPE" },
      { token, headers: { "idempotency-key": "nope-coupon-1" } },
    );
    expect(nope.json.msg).toBe("Coupon not valid");
    const priced = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", total: 1 },
      { token, headers: { "idempotency-key": "price-try-1" } },
    );
    expect(priced.status).toBe(400);
    expect(priced.json.issues).toContainEqual({ path: "body.total", message: "Unknown field" });
  });

  it("fails a declined payment without an order and keeps the cart", async () => {
    const res = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_declined" },
      { token, headers: { "idempotency-key": "declined-1" } },
    );
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("payment_failed");
    expect((await api.get("/get_cart_list", { token })).json.data).toHaveLength(1);
    const again = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_declined" },
      { token, headers: { "idempotency-key": "declined-1" } },
    );
    expect(again.status).toBe(402);
    const flagged = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", simulate_payment_failure: true },
      { token, headers: { "idempotency-key": "declined-2" } },
    );
    expect(flagged.status).toBe(402);
    const orders = await api.get("/account/orders", { token });
    expect(orders.json.data.total).toBe(0);
  });

  it("places one order for 50 concurrent identical requests, and a cart only once", async () => {
    const body = {
      delivery_method: "pickup",
      payment_method: "card",
      card_token: "tok_visa",
      coupon_code: "WELCOME10",
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post("/place_order", body, { token, headers: { "idempotency-key": "same-key-123" } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const refs = new Set(results.map((r) => r.json.data.order_ref));
    expect(refs.size).toBe(1);
    const order = results[0]!.json.data;
    expect(order.totals).toMatchObject({ subtotal: 30, discount: 3, delivery: 0, total: 27 });
    expect(order.item_count).toBe(3);
    const list = await api.get("/account/orders", { token });
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.items[0].item_count).toBe(3);
    const second = await api.post("/place_order", body, {
      token,
      headers: { "idempotency-key": "other-key-456" },
    });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe("cart_empty");
    const reused = await api.post(
      "/place_order",
      { ...body, coupon_code: null },
      { token, headers: { "idempotency-key": "same-key-123" } },
    );
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("idempotency_key_reused");
    const missing = await api.post("/place_order", body, { token });
    expect(missing.json.code).toBe("idempotency_key_required");
    const detail = await api.get(`/account/orders/${order.order_ref}`, { token });
    expect(detail.json.data._id).toBe(order._id);
    const statement = await api.get("/account/statement", { token });
    expect(statement.json.data.entries.map((e: { kind: string }) => e.kind)).toEqual(["order", "payment"]);
    expect(statement.json.data.closing_balance).toBe(0);
  });
});
