import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "./db/schema";
import { seedDemoPartner } from "./seed/demo";
import { restaurant as demoRestaurant, sugar as demoSugar } from "./seed/partners/restaurant";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

// biome-ignore-start lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Menu = any[];
type Item = any;
// biome-ignore-end lint/suspicious/noExplicitAny: tests read arbitrary JSON answers

let ctx: TestContext;
let restaurantApi: ReturnType<typeof clientFor>;
let sugarApi: ReturnType<typeof clientFor>;
let shopApi: ReturnType<typeof clientFor>;
let menu: Menu;
let sugarMenu: Menu;

beforeAll(async () => {
  ctx = await openTestContext();
  const restaurant = await seedDemoPartner(ctx.database.db, demoRestaurant);
  const sugar = await seedDemoPartner(ctx.database.db, demoSugar);
  const shop = await seedShop(ctx.database.db, "shop");
  ctx.app.partners.invalidate();
  restaurantApi = clientFor(ctx, restaurant);
  sugarApi = clientFor(ctx, sugar);
  shopApi = clientFor(ctx, shop.tenant);
  menu = (await restaurantApi.get("/restaurant/menu")).json.data;
  sugarMenu = (await sugarApi.get("/restaurant/menu")).json.data;
});
afterAll(() => ctx?.close());

const items = (sections: Menu): Item[] => sections.flatMap((section) => section.items);
/** An available item with a required group of one (a size, a spice level). */
const withRequired = (sections: Menu) =>
  items(sections).find((i) => i.available && i.option_groups.some((g: Item) => g.min === 1 && g.max === 1));
const device = (id: string) => ({ "x-device-id": `device-${id}-0000` });

describe("restaurant calls check the partner", () => {
  it("a demo menu: ≥ 4 sections, ≥ 20 items, option groups, Arabic names, some unavailable", () => {
    for (const sections of [menu, sugarMenu]) {
      expect(sections.length).toBeGreaterThanOrEqual(4);
      const all = items(sections);
      expect(all.length).toBeGreaterThanOrEqual(20);
      expect(all.every((item) => item.name_lang?.ar && item.image.startsWith("/images/menu-items/"))).toBe(
        true,
      );
      expect(all.some((item) => !item.available)).toBe(true);
      expect(all.some((item) => item.option_groups.some((g: Item) => g.min >= 1))).toBe(true);
    }
  });

  it("refuses the menu and menu orders on a shop, and the sugar checkout on a plain restaurant", async () => {
    const notMenu = await shopApi.get("/restaurant/menu");
    expect([notMenu.status, notMenu.json.code]).toEqual([403, "not_a_restaurant"]);
    const kiosk = await shopApi.post(
      "/restaurant/kiosk_order",
      { items: [{ item_id: "1", qty: 1 }], payment_method: "cod" },
      { headers: { "idempotency-key": "shop-kiosk-1", ...device("shop") } },
    );
    expect([kiosk.status, kiosk.json.code]).toEqual([403, "not_a_restaurant"]);
    const token = await restaurantApi.login();
    const sugar = await restaurantApi.post(
      "/restaurant/sugar_checkout",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "plain-sugar-1" } },
    );
    expect([sugar.status, sugar.json.code]).toEqual([403, "not_a_sugar_partner"]);
  });
});

describe("options are checked and priced on the server", () => {
  it("refuses a missing required option (422 naming the group), a foreign option, too many, an unavailable item", async () => {
    const item = withRequired(menu);
    const required = item.option_groups.find((g: Item) => g.min === 1);
    const post = (body: unknown, key: string) =>
      restaurantApi.post("/restaurant/kiosk_order", body, {
        headers: { "idempotency-key": key, ...device("opts") },
      });
    const missing = await post(
      { items: [{ item_id: item._id, qty: 1 }], payment_method: "cod" },
      "opt-missing",
    );
    expect([missing.status, missing.json.code]).toEqual([422, "invalid_options"]);
    expect(missing.json.errors ?? missing.json.issues).toEqual([
      { path: `option_groups.${required._id}`, message: expect.stringContaining(required.name) },
    ]);
    const twoOfOne = required.options.slice(0, 2).map((o: Item) => o._id);
    expect(
      (
        await post(
          { items: [{ item_id: item._id, qty: 1, option_ids: twoOfOne }], payment_method: "cod" },
          "opt-two-of-one",
        )
      ).json.code,
    ).toBe("invalid_options");
    const other = items(menu).find((i) => i._id !== item._id && i.option_groups.length > 0);
    const foreign = other.option_groups[0].options[0]._id;
    const foreignAnswer = await post(
      {
        items: [{ item_id: item._id, qty: 1, option_ids: [required.options[0]._id, foreign] }],
        payment_method: "cod",
      },
      "opt-foreign",
    );
    expect([foreignAnswer.status, foreignAnswer.json.code]).toEqual([422, "invalid_options"]);
    const unavailable = items(menu).find((i) => !i.available);
    const off = await post(
      { items: [{ item_id: unavailable._id, qty: 1 }], payment_method: "cod" },
      "opt-unavailable",
    );
    expect([off.status, off.json.code]).toEqual([422, "item_unavailable"]);
  });

  it("prices item plus options, whatever the client believes, and keeps options and notes on the order", async () => {
    const item = withRequired(menu);
    const chosen = item.option_groups
      .filter((g: Item) => g.min >= 1)
      .map((g: Item) => g.options[g.options.length - 1]);
    const answer = await restaurantApi.post(
      "/restaurant/kiosk_order",
      {
        items: [
          {
            item_id: item._id,
            qty: 2,
            option_ids: chosen.map((o: Item) => o._id),
            details: { note: "no onions" },
          },
        ],
        payment_method: "cod",
      },
      { headers: { "idempotency-key": "priced-1", ...device("price") } },
    );
    expect(answer.status).toBe(201);
    const unit = item.price + chosen.reduce((sum: number, o: Item) => sum + o.price, 0);
    expect(answer.json.data.totals.subtotal).toBeCloseTo(unit * 2, 2);
    const [line] = answer.json.data.lines;
    expect(line.unit_price).toBeCloseTo(unit, 2);
    expect(line.details).toEqual({ note: "no onions" });
    expect(line.options.map((o: Item) => o.id).sort()).toEqual(chosen.map((o: Item) => o._id).sort());
    expect(line.options[0].group_id).toBeTruthy();
    expect(answer.json.data.channel).toBe("kiosk");
    // A price in the body is not a field of the contract: refused, never used.
    const cheat = await restaurantApi.post(
      "/restaurant/kiosk_order",
      { items: [{ item_id: item._id, qty: 1, price: 0.01 }], payment_method: "cod" },
      { headers: { "idempotency-key": "priced-2", ...device("price") } },
    );
    expect(cheat.status).toBe(400);
  });
});

describe("menu lines in the server cart", () => {
  it("keeps lines with other options or notes apart, prices them, and removes exactly one", async () => {
    const token = await sugarApi.login();
    const item = withRequired(sugarMenu);
    const required = item.option_groups.find((g: Item) => g.min === 1);
    const [small, big] = required.options;
    const set = (body: Record<string, unknown>) =>
      sugarApi.post("/update_cart", { product_id: item._id, qty: 1, ...body }, { token });
    expect((await set({})).json.code).toBe("invalid_options");
    await set({ option_ids: [small._id] });
    await set({ option_ids: [big._id], qty: 2 });
    await set({ option_ids: [small._id], details: { note: "candle please" } });
    const replaced = await set({ option_ids: [small._id], qty: 3 });
    expect(replaced.status).toBe(200);
    const lines = replaced.json.data;
    expect(lines).toHaveLength(3);
    expect(lines.map((l: Item) => [l.options[0].option_id, l.qty, l.details?.note ?? null])).toEqual([
      [small._id, 3, null],
      [big._id, 2, null],
      [small._id, 1, "candle please"],
    ]);
    expect(lines[1].price).toBeCloseTo(item.price + big.price, 2);
    const summary = (await sugarApi.get("/cart_summary?delivery_method=pickup", { token })).json.data;
    expect(summary.item_count).toBe(6);
    expect(summary.totals.subtotal).toBeCloseTo(
      (item.price + small.price) * 4 + (item.price + big.price) * 2,
      2,
    );
    const removed = await sugarApi.post(
      "/remove_cart_item",
      { product_id: item._id, option_ids: [small._id], details: { note: "candle please" } },
      { token },
    );
    expect(removed.json.data.map((l: Item) => l.qty)).toEqual([3, 2]);
    const zero = await set({ option_ids: [big._id], qty: 0 });
    expect(zero.json.data.map((l: Item) => l.qty)).toEqual([3]);
    await sugarApi.post("/clear_cart", {}, { token });
  });

  it("orders the cart at the sugar checkout once, with options and notes, and the order lists say 'sugar'", async () => {
    const token = await sugarApi.login();
    const item = withRequired(sugarMenu);
    const option = item.option_groups.find((g: Item) => g.min === 1).options[1];
    await sugarApi.post(
      "/update_cart",
      { product_id: item._id, qty: 2, option_ids: [option._id], details: { note: "Happy birthday Sara" } },
      { token },
    );
    const declined = await sugarApi.post(
      "/restaurant/sugar_checkout",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_declined" },
      { token, headers: { "idempotency-key": "sugar-declined-1" } },
    );
    expect([declined.status, declined.json.code]).toEqual([402, "payment_failed"]);
    expect((await sugarApi.get("/get_cart_list", { token })).json.data).toHaveLength(1);
    const body = {
      delivery_method: "pickup",
      payment_method: "card",
      card_token: "tok_visa",
      coupon_code: "WELCOME10",
    };
    const placed = await sugarApi.post("/restaurant/sugar_checkout", body, {
      token,
      headers: { "idempotency-key": "sugar-paid-1" },
    });
    expect(placed.status).toBe(201);
    expect(placed.json.data.channel).toBe("sugar");
    expect(placed.json.data.lines[0].details).toEqual({ note: "Happy birthday Sara" });
    expect(placed.json.data.totals.subtotal).toBeCloseTo((item.price + option.price) * 2, 2);
    expect(placed.json.data.totals.discount).toBeGreaterThan(0);
    expect((await sugarApi.get("/get_cart_list", { token })).json.data).toEqual([]);
    const again = await sugarApi.post("/restaurant/sugar_checkout", body, {
      token,
      headers: { "idempotency-key": "sugar-paid-2" },
    });
    expect([again.status, again.json.code]).toEqual([409, "cart_empty"]);
    const listed = (await sugarApi.get("/account/orders", { token })).json.data.items;
    expect(listed.find((o: Item) => o._id === placed.json.data._id)?.channel).toBe("sugar");
    const detail = (await sugarApi.get(`/account/orders/${placed.json.data._id}`, { token })).json.data;
    expect(detail.lines[0].options[0].name).toBe(option.name);
  });
});

describe("a guest's menu lines merged at login", () => {
  it("keeps their options and notes, adds to the same line, and skips a line whose options do not fit", async () => {
    const token = await sugarApi.login();
    await sugarApi.post("/clear_cart", {}, { token });
    const item = withRequired(sugarMenu);
    const [small, big] = item.option_groups.find((g: Item) => g.min === 1).options;
    await sugarApi.post("/update_cart", { product_id: item._id, qty: 1, option_ids: [big._id] }, { token });
    const merge = (lines: unknown[], key: string) =>
      sugarApi.post("/merge_cart", { lines }, { token, headers: { "idempotency-key": key } });
    const merged = await merge(
      [
        { product_id: item._id, qty: 2, option_ids: [big._id] },
        { product_id: item._id, qty: 1, option_ids: [small._id], details: { note: "Happy birthday Sara" } },
        { product_id: item._id, qty: 1 },
      ],
      "menu-merge-1",
    );
    expect(merged.status, merged.text).toBe(200);
    const lines = merged.json.data.lines;
    expect(
      lines.map((l: Item) => [l.options.map((o: Item) => o.option_id), l.qty, l.details?.note ?? null]),
    ).toEqual([
      [[big._id], 3, null],
      [[small._id], 1, "Happy birthday Sara"],
    ]);
    expect(lines[1].price).toBeCloseTo(item.price + small.price, 2);
    expect(merged.json.data.added.map((a: Item) => a.qty)).toEqual([2, 1]);
    // Without its required option the item cannot be ordered as it is: skipped, not guessed.
    expect(merged.json.data.skipped).toEqual([
      {
        product_id: item._id,
        variant_id: null,
        other_unit_price_id: null,
        requested: 1,
        reason: "not_found",
      },
    ]);
    await sugarApi.post("/clear_cart", {}, { token });
  });
});

describe("kiosk and table orders", () => {
  const order = (item: Item) => ({
    items: [
      {
        item_id: item._id,
        qty: 1,
        option_ids: item.option_groups.filter((g: Item) => g.min >= 1).map((g: Item) => g.options[0]._id),
      },
    ],
    payment_method: "cod",
    customer_name: "Sara",
    note: "window seat",
  });

  it("scopes keys to the caller: another device's replay gets its own order, never this one's", async () => {
    const body = order(withRequired(menu));
    const first = await restaurantApi.post("/restaurant/kiosk_order", body, {
      headers: { "idempotency-key": "scoped-key-1", ...device("a") },
    });
    expect(first.status).toBe(201);
    const replay = await restaurantApi.post("/restaurant/kiosk_order", body, {
      headers: { "idempotency-key": "scoped-key-1", ...device("a") },
    });
    expect(replay.json.data._id).toBe(first.json.data._id);
    const otherKiosk = await restaurantApi.post("/restaurant/kiosk_order", body, {
      headers: { "idempotency-key": "scoped-key-1", ...device("b") },
    });
    expect(otherKiosk.status).toBe(201);
    expect(otherKiosk.json.data._id).not.toBe(first.json.data._id);
    const anonymous = await restaurantApi.post("/restaurant/kiosk_order", body, {
      headers: { "idempotency-key": "scoped-key-1" },
    });
    expect([anonymous.status, anonymous.json.code]).toEqual([400, "device_id_required"]);
  });

  it("20 concurrent kiosk orders with one key make one order, and all 20 answers are it", async () => {
    const body = { ...order(withRequired(menu)), customer_name: "Rush" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        restaurantApi.post("/restaurant/kiosk_order", body, {
          headers: { "idempotency-key": "concurrent-key-1", ...device("rush") },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    const rushed = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.extra}->>'customer_name' = 'Rush'`);
    expect(rushed).toHaveLength(1);
  });

  it("a table order needs its table; a logged-in diner's is theirs (channel table) and empties their cart", async () => {
    const item = withRequired(menu);
    const noTable = await restaurantApi.post(
      "/restaurant/kiosk_order",
      { ...order(item), channel: "table" },
      { headers: { "idempotency-key": "table-0001", ...device("t") } },
    );
    expect([noTable.status, noTable.json.code]).toEqual([422, "table_number_required"]);
    const token = await restaurantApi.login();
    await restaurantApi.post(
      "/update_cart",
      { product_id: item._id, qty: 1, option_ids: order(item).items[0]?.option_ids },
      { token },
    );
    const placed = await restaurantApi.post(
      "/restaurant/kiosk_order",
      { ...order(item), channel: "table", table_number: "12" },
      { token, headers: { "idempotency-key": "table-0002", ...device("t") } },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data.channel).toBe("table");
    expect(placed.json.data.extra.table_number).toBe("12");
    const listed = (await restaurantApi.get("/account/orders", { token })).json.data.items;
    expect(listed.find((o: Item) => o._id === placed.json.data._id)?.channel).toBe("table");
    expect((await restaurantApi.get("/get_cart_list", { token })).json.data).toEqual([]);
  });
});
