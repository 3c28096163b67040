/**
 * Selling price groups (spec §3 `selling_price_group_id`, decision 0026): a customer in a group
 * sees and pays the group's prices in every answer that carries a product price; guests, customers
 * without a group and customers pointing at another tenant's group see list prices; and a cached
 * answer priced for a group never reaches anyone else.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceGroupPrices, priceGroups } from "./db/schema";
import { insertRails } from "./seed/demo-partner";
import { insertGroupCustomer, insertPriceGroup } from "./seed/price-groups";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let api: ReturnType<typeof clientFor>;
/** Tokens: the wholesale customer, the demo customer (no group), one pointing at another tenant's group. */
let wholesale: string;
let plain: string;
let stray: string;
let groupId: number;

const WHOLESALE = { email: "trade@example.com", password: "trade-pass-123" };
const STRAY = { email: "stray@example.com", password: "stray-pass-123" };

beforeAll(async () => {
  ctx = await openTestContext();
  const { db } = ctx.database;
  shop = await seedShop(db, "grouped");
  const other = await seedShop(db, "elsewhere");
  await insertRails(db, shop.tenant, ["newest"]);
  const shirtS = productNamed(shop, "Shirt").variants[0]!;
  // 20 % off list prices, and the small shirt at its own 30.00 (list 50.00).
  const group = await insertPriceGroup(db, shop.tenant.id, {
    name: "Wholesale",
    nameAr: "الجملة",
    percentOffBp: 2000,
    prices: [{ variantId: shirtS.id, price: 3000 }],
  });
  groupId = group.id;
  await insertGroupCustomer(db, shop.tenant.id, group.id, WHOLESALE);
  // Another tenant's group, half off: a customer of this shop pointing at it pays list prices.
  const foreign = await insertPriceGroup(db, other.tenant.id, {
    name: "Half",
    nameAr: "نصف",
    percentOffBp: 5000,
  });
  await insertGroupCustomer(db, shop.tenant.id, foreign.id, STRAY);
  api = clientFor(ctx, shop.tenant);
  [wholesale, plain, stray] = await Promise.all([
    api.login(WHOLESALE.email, WHOLESALE.password),
    api.login(),
    api.login(STRAY.email, STRAY.password),
  ]);
});
afterAll(() => ctx?.close());

const id = (name: string) => String(productNamed(shop, name).id);
const detail = async (name: string, token?: string) =>
  (await api.get(`/products/${id(name)}`, { token: token ?? null })).json.data;
const listed = async (name: string, token?: string) =>
  (await api.get("/products?per_page=50", { token: token ?? null })).json.data.items.find(
    (p: { _id: string }) => p._id === id(name),
  );

describe("selling price groups", () => {
  it("prices the product detail for the group: its own price, else the percentage, against the list price", async () => {
    const tea = await detail("Tea", wholesale);
    expect(tea.price_master).toMatchObject({ price: 8, price_inc: 8, old_price: 10 });
    const shirt = await detail("Shirt", wholesale);
    expect(
      shirt.variants.map((v: { price: number; old_price: number | null }) => [v.price, v.old_price]),
    ).toEqual([
      [30, 50],
      [44, 55],
    ]);
    const apples = await detail("Apples", wholesale);
    expect(apples.other_unit_prices.map((u: { price: number }) => u.price)).toEqual([6.4, 0.8]);
  });

  it("answers list prices to guests, customers without a group, another tenant's group and a bad token", async () => {
    // The group's answer is cached first: none of these may get it.
    expect((await detail("Tea", wholesale)).price_master.price).toBe(8);
    expect((await listed("Tea", wholesale)).price_master.price).toBe(8);
    for (const token of [undefined, plain, stray, "not-a-session-token"]) {
      const tea = await detail("Tea", token);
      expect(tea.price_master).toMatchObject({ price: 10, old_price: null });
      expect((await listed("Tea", token)).price_master.price).toBe(10);
      expect((await detail("Shirt", token)).variants[0].price).toBe(50);
    }
    // And the other way round: a guest's cached answer does not reach the group's customer.
    expect((await listed("Shirt", wholesale)).variants[0].price).toBe(30);
  });

  it("prices search suggestions and the home rails for the group", async () => {
    const suggested = async (token?: string) =>
      (await api.get("/suggestions?key=shirt", { token: token ?? null })).json.data.products[0].price;
    expect(await suggested(wholesale)).toBe(30);
    expect(await suggested()).toBe(50);
    const railPrices = async (token?: string) =>
      (await api.call("GET", "/ecommerce/api/cms/home", { token: token ?? null })).json.data.rails.flatMap(
        (rail: { products: Array<{ _id: string; price_master: { price: number } }> }) =>
          rail.products.filter((p) => p._id === id("Tea")).map((p) => p.price_master.price),
      );
    expect(await railPrices(wholesale)).toEqual([8]);
    expect(await railPrices()).toEqual([10]);
    expect(await railPrices(plain)).toEqual([10]);
  });

  it("prices the cart, its summary and the order at the group's prices: the server charges them", async () => {
    const piece = (await detail("Apples")).other_unit_prices[1].id as string;
    const fillCart = async (token: string) => {
      await api.post("/clear_cart", {}, { token });
      await api.post("/update_cart", { product_id: id("Tea"), qty: 2 }, { token });
      return (
        await api.post(
          "/update_cart",
          { product_id: id("Apples"), other_unit_price_id: piece, qty: 5 },
          { token },
        )
      ).json.data;
    };
    const cart = await fillCart(wholesale);
    expect(
      cart.map((line: { price: number; old_price: number | null }) => [line.price, line.old_price]),
    ).toEqual([
      [8, 10],
      [0.8, null],
    ]);
    const summary = (await api.get("/cart_summary", { token: wholesale })).json.data;
    // 2 × 8.00 + 5 × 0.80 (list: 2 × 10.00 + 5 × 1.00).
    expect(summary.totals).toMatchObject({ subtotal: 20, discount: 0 });
    const order = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token: wholesale, headers: { "idempotency-key": "wholesale-order-1" } },
    );
    expect(order.status).toBe(201);
    expect(order.json.data.totals).toMatchObject({ subtotal: 20, total: 20 });
    const detailOfOrder = await api.get(`/account/orders/${order.json.data.order_ref}`, { token: wholesale });
    expect(detailOfOrder.json.data.totals.total).toBe(20);
    // The same cart for a customer without a group costs list prices.
    expect((await fillCart(plain)).map((line: { price: number }) => line.price)).toEqual([10, 1]);
    expect((await api.get("/cart_summary", { token: plain })).json.data.totals.subtotal).toBe(25);
  });

  it("prices the wishlist for the group", async () => {
    await api.post("/add_wish_list_item", { product_id: id("Tea") }, { token: wholesale });
    const wishes = (await api.get("/get_wish_list", { token: wholesale })).json.data;
    expect(wishes.find((line: { product_id: string }) => line.product_id === id("Tea")).price).toBe(8);
  });

  it("follows a change to the group's prices at once (the catalogue version moves)", async () => {
    const { db } = ctx.database;
    expect((await detail("Tea", wholesale)).price_master.price).toBe(8);
    await db.update(priceGroups).set({ percentOffBp: 1000 }).where(eq(priceGroups.id, groupId));
    expect((await detail("Tea", wholesale)).price_master.price).toBe(9);
    await db.delete(priceGroupPrices).where(eq(priceGroupPrices.groupId, groupId));
    expect((await detail("Shirt", wholesale)).variants[0].price).toBe(45);
    expect((await detail("Tea")).price_master.price).toBe(10);
  });

  it("sorts and bounds by the prices the shopper sees: the group's for its customer, list prices for a guest", async () => {
    const { db } = ctx.database;
    // The group is 10 % off by now, without own prices: give the vase (list 600.00) its own 5.00.
    const vase = productNamed(shop, "Rare Vase").variants[0]!;
    await db.insert(priceGroupPrices).values({
      tenantId: shop.tenant.id,
      groupId,
      variantId: vase.id,
      priceMinor: 500,
    });
    const names = async (query: string, token?: string) =>
      (await api.get(`/products?per_page=50&${query}`, { token: token ?? null })).json.data.items.map(
        (p: { name: string }) => p.name,
      );
    // Wholesale: vase 5.00, apples 7.20, tea 9.00, shirt from 45.00. List: 8, 10, 50, 600.
    expect(await names("sort=price_asc", wholesale)).toEqual(["Rare Vase", "Apples", "Tea", "Shirt"]);
    expect(await names("sort=price_desc", wholesale)).toEqual(["Shirt", "Tea", "Apples", "Rare Vase"]);
    expect(await names("sort=price_asc")).toEqual(["Apples", "Tea", "Shirt", "Rare Vase"]);
    expect(await names("sort=price_asc&max_price=8", wholesale)).toEqual(["Rare Vase", "Apples"]);
    expect(await names("sort=price_asc&max_price=8")).toEqual(["Apples"]);
    expect(await names("sort=price_asc&min_price=9", wholesale)).toEqual(["Tea", "Shirt"]);
    expect(await names("sort=price_asc&min_price=9")).toEqual(["Tea", "Shirt", "Rare Vase"]);
    const bounded = (await api.get("/products?min_price=9&per_page=1", { token: wholesale })).json.data;
    expect(bounded.total).toBe(2);
  });
});
