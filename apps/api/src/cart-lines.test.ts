// Issue 17, "Lost or wrong lines": a variant replaced another variant's line; a guest's cart and
// wishlist were lost at login. Both failed before (one line; no merge call).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let other: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "lines");
  other = await seedShop(ctx.database.db, "elsewhere");
});
afterAll(() => ctx?.close());

const api = () => clientFor(ctx, shop.tenant);
const product = (name: string, from = shop) => productNamed(from, name);
const ids = (answer: {
  json: { data: Array<{ product_id: string; variant_id: string | null; qty: number }> };
}) => answer.json.data.map((line) => [line.product_id, line.variant_id, line.qty]);
async function freshCustomer(name: string) {
  const answer = await api().post(
    "/signup",
    { name, email: `${name.toLowerCase()}@example.com`, password: `${name}-password` },
    { headers: { "x-forwarded-for": `10.50.0.${name.length}` } },
  );
  return answer.json.data.token as string;
}

describe("lines by variant", () => {
  it("keeps the S and the M shirt as two lines, and removes one of them only", async () => {
    const token = await freshCustomer("Variants");
    const shirt = product("Shirt");
    const [small, medium] = shirt.variants.map((variant) => String(variant.id));
    const pid = String(shirt.id);
    await api().post("/update_cart", { product_id: pid, variant_id: small, qty: 1 }, { token });
    const both = await api().post("/update_cart", { product_id: pid, variant_id: medium, qty: 2 }, { token });
    expect(ids(both)).toEqual([
      [pid, small, 1],
      [pid, medium, 2],
    ]);
    const moreSmall = await api().post(
      "/update_cart",
      { product_id: pid, variant_id: small, qty: 3 },
      { token },
    );
    expect(ids(moreSmall)).toEqual([
      [pid, small, 3],
      [pid, medium, 2],
    ]);
    const removed = await api().post("/remove_cart_item", { product_id: pid, variant_id: small }, { token });
    expect(ids(removed)).toEqual([[pid, medium, 2]]);
    // Without a variant, the product's default variant is the line (spec rule without variants).
    const tea = String(product("Tea").id);
    const teaLine = await api().post("/update_cart", { product_id: tea, qty: 2 }, { token });
    expect(teaLine.json.data).toHaveLength(2);
    const again = await api().post("/update_cart", { product_id: tea, qty: 5 }, { token });
    expect(again.json.data.find((line: { product_id: string }) => line.product_id === tea).qty).toBe(5);
  });

  it("keeps two variants in the wishlist too", async () => {
    const token = await freshCustomer("Wishes");
    const shirt = product("Shirt");
    const [small, medium] = shirt.variants.map((variant) => String(variant.id));
    await api().post("/add_wish_list_item", { product_id: String(shirt.id), variant_id: small }, { token });
    const both = await api().post(
      "/add_wish_list_item",
      { product_id: String(shirt.id), variant_id: medium },
      { token },
    );
    expect(both.json.data).toHaveLength(2);
    const one = await api().post(
      "/remove_wish_list_item",
      { product_id: String(shirt.id), variant_id: medium },
      { token },
    );
    expect(one.json.data.map((line: { variant_id: string }) => line.variant_id)).toEqual([small]);
  });
});

describe("guest cart merged at login", () => {
  it("adds the guest's quantities to the server cart, within stock, and says what it added", async () => {
    const token = await freshCustomer("Merger");
    const tea = String(product("Tea").id);
    const vase = String(product("Rare Vase").id);
    const shirt = product("Shirt");
    await api().post("/update_cart", { product_id: tea, qty: 2 }, { token });
    const guestLines = [
      { product_id: tea, qty: 3 },
      { product_id: vase, qty: 4 },
      { product_id: String(shirt.id), variant_id: String(shirt.variants[1]?.id), qty: 1 },
      { product_id: String(product("Tea", other).id), qty: 1 },
      { product_id: String(shirt.id), variant_id: String(product("Tea").variants[0]?.id), qty: 1 },
    ];
    const merge = await api().post(
      "/merge_cart",
      { lines: guestLines },
      { token, headers: { "idempotency-key": "merge-at-login-1" } },
    );
    expect(merge.status).toBe(200);
    const data = merge.json.data;
    expect(
      data.lines.map((line: { product_id: string; qty: number }) => [line.product_id, line.qty]),
    ).toEqual([
      [tea, 5],
      [vase, 1],
      [String(shirt.id), 1],
    ]);
    expect(data.added.map((line: { requested: number; qty: number }) => [line.requested, line.qty])).toEqual([
      [3, 3],
      [4, 1],
      [1, 1],
    ]);
    expect(data.skipped.map((line: { reason: string }) => line.reason)).toEqual(["not_found", "not_found"]);

    // A retry (the first answer was lost) replays it: nothing is added twice.
    const retry = await api().post(
      "/merge_cart",
      { lines: [{ product_id: tea, qty: 3 }] },
      {
        token,
        headers: { "idempotency-key": "merge-at-login-1" },
      },
    );
    expect(retry.status).toBe(422);
    expect(retry.json.code).toBe("idempotency_key_reused");
    const same = await api().post(
      "/merge_cart",
      { lines: guestLines },
      { token, headers: { "idempotency-key": "merge-at-login-1" } },
    );
    expect(same.json).toEqual(merge.json);
    const cart = await api().get("/get_cart_list", { token });
    expect(cart.json.data.find((line: { product_id: string }) => line.product_id === tea).qty).toBe(5);

    // Stock already in the cart: the vase (stock 1) adds nothing.
    const full = await api().post(
      "/merge_cart",
      { lines: [{ product_id: vase, qty: 1 }] },
      {
        token,
        headers: { "idempotency-key": "merge-at-login-2" },
      },
    );
    expect(full.json.data.added).toEqual([]);
    expect(full.json.data.skipped[0]).toMatchObject({ product_id: vase, reason: "out_of_stock" });
    expect(
      (await api().post("/merge_cart", { lines: [{ product_id: tea, qty: 1 }] }, { token })).json.code,
    ).toBe("idempotency_key_required");
  });

  it("merges the guest's wishlist, one line per product and variant", async () => {
    const token = await freshCustomer("Wisher");
    const tea = String(product("Tea").id);
    await api().post("/add_wish_list_item", { product_id: tea }, { token });
    const merged = await api().post(
      "/merge_wish_list",
      {
        items: [
          { product_id: tea },
          { product_id: String(product("Apples").id) },
          { product_id: String(product("Tea", other).id) },
        ],
      },
      { token },
    );
    expect(merged.json.data.added).toBe(1);
    expect(merged.json.data.lines.map((line: { product_id: string }) => line.product_id)).toEqual([
      tea,
      String(product("Apples").id),
    ]);
  });
});
