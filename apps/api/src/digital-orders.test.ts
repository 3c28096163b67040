import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProducts } from "./seed/builders";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

// A cart of digital lines only (an e-book) has nothing to deliver: no delivery fee in its summary
// or its order, and no address or delivery method needed to place it. Goods beside it still are.

let ctx: TestContext;
let api: ReturnType<typeof clientFor>;
let shop: Awaited<ReturnType<typeof seedShop>>;
let ebook: string;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "digital");
  const [row] = await insertProducts(ctx.database.db, shop.tenant.id, [
    {
      name: "Cookbook (e-book)",
      nameAr: "كتاب طبخ (إلكتروني)",
      kind: "digital",
      isDigital: true,
      category: shop.category,
      variants: [{ price: 3900, stock: 9999 }],
    },
  ]);
  ebook = String(row!.id);
  api = clientFor(ctx, shop.tenant);
});
afterAll(() => ctx?.close());

const signUp = async (email: string) =>
  (await api.post("/signup", { name: "Reader", email, password: "orchid-lantern-9" })).json.data
    .token as string;

describe("digital-only carts", () => {
  it("mark their lines digital and price no delivery", async () => {
    const token = await signUp("reader-summary@example.com");
    const cart = await api.post("/update_cart", { product_id: ebook, qty: 1 }, { token });
    expect(cart.json.data[0]).toMatchObject({ product_id: ebook, is_digital: true });
    for (const method of ["", "?delivery_method=delivery", "?delivery_method=pickup"]) {
      const summary = await api.get(`/cart_summary${method}`, { token });
      expect(summary.json.data.totals).toMatchObject({ subtotal: 39, delivery: 0, total: 39 });
    }
  });

  it("are ordered without an address or a delivery method, with nothing to deliver", async () => {
    const token = await signUp("reader-order@example.com");
    await api.post("/update_cart", { product_id: ebook, qty: 1 }, { token });
    const placed = await api.post(
      "/place_order",
      { payment_method: "cod" },
      { token, headers: { "idempotency-key": "ebook-order-1" } },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ delivery_method: "none", address: null, total: 39 });
    expect(placed.json.data.totals).toMatchObject({ delivery: 0, total: 39 });
    const stored = await api.get(`/account/orders/${placed.json.data._id}`, { token });
    expect(stored.json.data.totals).toMatchObject({ subtotal: 39, delivery: 0, total: 39 });
  });

  it("ignore a delivery method sent with them (no address asked, no fee)", async () => {
    const token = await signUp("reader-method@example.com");
    await api.post("/update_cart", { product_id: ebook, qty: 1 }, { token });
    const placed = await api.post(
      "/place_order",
      { delivery_method: "delivery", payment_method: "cod" },
      { token, headers: { "idempotency-key": "ebook-order-2" } },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ delivery_method: "none", total: 39 });
  });
});

describe("carts with goods beside digital lines", () => {
  it("need a delivery method and, for delivery, an address, and pay the fee", async () => {
    const token = await signUp("reader-mixed@example.com");
    await api.post("/update_cart", { product_id: ebook, qty: 1 }, { token });
    await api.post("/update_cart", { product_id: String(shop.products[0]!.id), qty: 1 }, { token });
    const summary = await api.get("/cart_summary", { token });
    expect(summary.json.data.totals).toMatchObject({ subtotal: 49, delivery: 15, total: 64 });
    const headers = (key: string) => ({ token, headers: { "idempotency-key": key } });
    const noMethod = await api.post("/place_order", { payment_method: "cod" }, headers("mixed-order-1"));
    expect(noMethod.status, noMethod.text).toBe(422);
    expect(noMethod.json.code).toBe("delivery_method_required");
    const noAddress = await api.post(
      "/place_order",
      { delivery_method: "delivery", payment_method: "cod" },
      headers("mixed-order-2"),
    );
    expect(noAddress.json.code).toBe("address_required");
    const address = await api.post(
      "/account/addresses",
      { name: "Reader", phone: "500000000", line1: "King Fahd Road", city: "Riyadh", country: "SA" },
      { token },
    );
    const placed = await api.post(
      "/place_order",
      { delivery_method: "delivery", address_id: address.json.data._id, payment_method: "cod" },
      headers("mixed-order-3"),
    );
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ delivery_method: "delivery", total: 64 });
  });
});
