import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPartner } from "./seed/demo";
import { divine as demoDivine } from "./seed/partners/divine";
import { checkLineDay } from "./services/line-details";
import { clientFor, openTestContext, type TestContext } from "./test/harness";

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Json = any;

let ctx: TestContext;
let api: ReturnType<typeof clientFor>;
let products: Json[];

beforeAll(async () => {
  ctx = await openTestContext();
  const divine = await seedDemoPartner(ctx.database.db, demoDivine);
  ctx.app.partners.invalidate();
  api = clientFor(ctx, divine);
  products = (await api.get("/products?per_page=100")).json.data.items;
});
afterAll(() => ctx?.close());

const byName = (name: string) => products.find((product) => product.name === name);
/** A day `days` from today (UTC), `YYYY-MM-DD`. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the divine demo partner", () => {
  it("has its offerings (with meal counts) and a physical item, described in English and Arabic", () => {
    const names = products.map((product) => product.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Flower Garland",
        "Lamp Offering",
        "Food Donation",
        "Sacred Thread",
        "Incense Sticks",
      ]),
    );
    expect(byName("Food Donation").variants.map((variant: Json) => variant.name)).toEqual([
      "One meal",
      "Ten meals",
    ]);
    expect(byName("Incense Sticks").kind).toBe("product");
    expect(byName("Flower Garland").kind).toBe("offering");
    expect(products.every((product) => product.name_lang?.ar && product.description_lang?.ar)).toBe(true);
    expect(products.every((product) => product.f_image?.startsWith("/images/"))).toBe(true);
  });
});

describe("offering lines carry who, when and why", () => {
  it("keeps one offering for two names on two days as two lines, and orders them with their details", async () => {
    const token = await api.login();
    const garland = byName("Flower Garland");
    const incense = byName("Incense Sticks");
    const first = { for_name: "Amira", date: day(1), note: "Good health" };
    const second = { for_name: "Yusuf", date: day(2) };
    for (const details of [first, second]) {
      const added = await api.post("/update_cart", { product_id: garland._id, qty: 1, details }, { token });
      expect(added.status, added.text).toBe(200);
    }
    await api.post("/update_cart", { product_id: incense._id, qty: 2 }, { token });
    const cart = (await api.get("/get_cart_list", { token })).json.data;
    expect(cart.map((line: Json) => [line.product_id, line.qty, line.details ?? null])).toEqual([
      [garland._id, 1, first],
      [garland._id, 1, second],
      [incense._id, 2, null],
    ]);

    const placed = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "divine-two-names-1" } },
    );
    expect(placed.status, placed.text).toBe(201);
    const order = (await api.get(`/account/orders/${placed.json.data._id}`, { token })).json.data;
    expect(order.lines.map((line: Json) => [line.name, line.details])).toEqual([
      ["Flower Garland", first],
      ["Flower Garland", second],
      ["Incense Sticks", null],
    ]);
  });

  it("removes exactly the line named by its details", async () => {
    const token = await api.login();
    const lamp = byName("Lamp Offering");
    const details = (name: string) => ({ for_name: name, date: day(3) });
    await api.post("/update_cart", { product_id: lamp._id, qty: 1, details: details("Amira") }, { token });
    await api.post("/update_cart", { product_id: lamp._id, qty: 1, details: details("Yusuf") }, { token });
    const left = await api.post(
      "/remove_cart_item",
      { product_id: lamp._id, details: details("Amira") },
      { token },
    );
    expect(left.json.data.map((line: Json) => line.details?.for_name)).toEqual(["Yusuf"]);
    await api.post("/clear_cart", {}, { token });
  });

  it("merges a guest's offerings at login as their own lines, details kept; a day that has passed is skipped", async () => {
    const token = await api.login();
    await api.post("/clear_cart", {}, { token });
    const lamp = byName("Lamp Offering");
    const forAmira = { for_name: "Amira", date: day(4), note: "Safe travels" };
    const forYusuf = { for_name: "Yusuf", date: day(5) };
    const merged = await api.post(
      "/merge_cart",
      {
        lines: [
          { product_id: lamp._id, qty: 1, details: forAmira },
          { product_id: lamp._id, qty: 2, details: forYusuf },
          { product_id: lamp._id, qty: 1, details: { for_name: "Late", date: day(-3) } },
        ],
      },
      { token, headers: { "idempotency-key": "divine-merge-1" } },
    );
    expect(merged.status, merged.text).toBe(200);
    expect(merged.json.data.lines.map((line: Json) => [line.qty, line.details])).toEqual([
      [1, forAmira],
      [2, forYusuf],
    ]);
    expect(merged.json.data.skipped.map((line: Json) => line.reason)).toEqual(["day_passed"]);
    await api.post("/clear_cart", {}, { token });
  });

  it("refuses a past day (422 naming the field), and over-long or unknown details (400); the cart is unchanged", async () => {
    const token = await api.login();
    const thread = byName("Sacred Thread");
    const past = await api.post(
      "/update_cart",
      { product_id: thread._id, qty: 1, details: { date: day(-3) } },
      { token },
    );
    expect([past.status, past.json.code, past.json.issues?.[0]?.path]).toEqual([
      422,
      "invalid_details",
      "body.details.date",
    ]);
    const long = await api.post(
      "/update_cart",
      { product_id: thread._id, qty: 1, details: { for_name: "n".repeat(81), date: day(1) } },
      { token },
    );
    expect(long.status).toBe(400);
    const unknown = await api.post(
      "/update_cart",
      { product_id: thread._id, qty: 1, details: { date: day(1), wish: "x" } },
      { token },
    );
    expect(unknown.status).toBe(400);
    expect((await api.get("/get_cart_list", { token })).json.data).toEqual([]);
  });
});

describe("checkLineDay", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  it("accepts no day, today, yesterday in UTC (still today west of Greenwich) and later days", () => {
    for (const date of [undefined, "2026-11-23", "2026-11-24", "2027-01-01"]) {
      expect(() => checkLineDay(date ? { date } : null, now)).not.toThrow();
    }
  });
  it("refuses an earlier day", () => {
    expect(() => checkLineDay({ date: "2026-11-22" }, now)).toThrow("The day of this line has passed");
  });
});
