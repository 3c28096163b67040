/**
 * Concurrency (issue 17), on PGlite and — when TEST_DATABASE_URL is set, as in CI — on PostgreSQL,
 * where requests really run in parallel transactions: 30 shoppers ordering the last 8 of a
 * product, 10 shoppers racing for a coupon used at most 3 times, one reset token used 10 times at
 * once, 30 addresses saved at once against the cap of 20, 20 repeats of one order, and an
 * idempotency key sent again with another body.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, coupons, orderLines, stockLevels } from "../db/schema";
import { clientFor, openTestContext, type TestContext, tallyStatuses } from "../test/harness";
import { productNamed, seedShop } from "../test/seed-helpers";
import { reportCounts } from "./world";

const BACKENDS = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

describe.each(BACKENDS)("concurrency on %s", (backend) => {
  let ctx: TestContext;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  const counts: string[] = [];

  beforeAll(async () => {
    ctx = await openTestContext({ backend });
    shop = await seedShop(ctx.database.db, "rush");
  }, 120_000);
  afterAll(async () => {
    await reportCounts(`Concurrency ${backend}`, counts.join("; "), { backend, counts });
    await ctx?.close();
  });

  const api = () => clientFor(ctx, shop.tenant);
  const product = (name: string) => productNamed(shop, name);
  /** `n` guest shoppers, each with `qty` of a product in the cart. */
  async function shoppers(n: number, productId: number, tag: string) {
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const guest = await api().post(
        "/guest_login",
        {},
        { headers: { "x-forwarded-for": `10.70.${tag.length}.${i}` } },
      );
      const token = guest.json.data.token as string;
      expect(
        (await api().post("/update_cart", { product_id: String(productId), qty: 1 }, { token })).status,
      ).toBe(200);
      tokens.push(token);
    }
    return tokens;
  }
  const order = (token: string, key: string, extra: Record<string, unknown> = {}) =>
    api().post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod", ...extra },
      { token, headers: { "idempotency-key": key } },
    );

  it("sells exactly the last 8 to 30 shoppers at once, never below zero", async () => {
    const vase = product("Rare Vase");
    const variantId = vase.variants[0]?.id ?? 0;
    await ctx.database.db
      .update(stockLevels)
      .set({ quantity: 8 })
      .where(eq(stockLevels.variantId, variantId));
    const tokens = await shoppers(30, vase.id, "stock");
    const answers = await Promise.all(tokens.map((token, i) => order(token, `stock-race-${backend}-${i}`)));
    const tally = tallyStatuses(answers);
    expect(tally).toEqual({ 201: 8, 409: 22 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.code === "out_of_stock")).toBe(true);
    const [stock] = await ctx.database.db
      .select()
      .from(stockLevels)
      .where(eq(stockLevels.variantId, variantId));
    expect(stock?.quantity).toBe(0);
    const [sold] = await ctx.database.db
      .select({ n: count() })
      .from(orderLines)
      .where(and(eq(orderLines.variantId, variantId), eq(orderLines.tenantId, shop.tenant.id)));
    expect(Number(sold?.n)).toBe(8);
    counts.push(
      `stock 8, 30 concurrent orders → ${tally[201]} placed, ${tally[409]} out_of_stock, stock left 0`,
    );
  });

  it("does not over-use a coupon limited to 3 orders when 10 shoppers race for it", async () => {
    const [limited] = await ctx.database.db
      .insert(coupons)
      .values({
        tenantId: shop.tenant.id,
        code: "THREEONLY",
        discountType: "percent",
        discountValue: 1000,
        maxUses: 3,
      })
      .returning();
    const tokens = await shoppers(10, product("Tea").id, "coupon");
    const answers = await Promise.all(
      tokens.map((token, i) => order(token, `coupon-race-${backend}-${i}`, { coupon_code: "THREEONLY" })),
    );
    const tally = tallyStatuses(answers);
    expect(tally).toEqual({ 201: 3, 422: 7 });
    expect(
      answers.filter((a) => a.status === 422).every((a) => a.json.msg === "Coupon usage limit reached."),
    ).toBe(true);
    const [used] = await ctx.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, limited?.id ?? 0));
    expect(Number(used?.n)).toBe(3);
    counts.push(`coupon limited to 3, 10 concurrent orders → ${tally[201]} placed, ${tally[422]} refused`);
  });

  it("consumes a reset token once when it is used 10 times at once", async () => {
    const before = ctx.mails.length;
    await api().post("/forgot_password", { email: "demo@example.com" });
    const token = /token=([A-Za-z0-9_-]+)/.exec(ctx.mails[before]?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api().post(
          "/reset_password",
          { token, password: `raced-password-${i}` },
          { headers: { "x-forwarded-for": `10.71.0.${i}` } },
        ),
      ),
    );
    const tally = tallyStatuses(answers);
    expect(tally).toEqual({ 200: 1, 400: 9 });
    // The one that won set the password: it logs in, the nine others' do not.
    const winner = answers.findIndex((answer) => answer.status === 200);
    const login = (i: number) =>
      api().post(
        "/login",
        { email: "demo@example.com", password: `raced-password-${i}` },
        { headers: { "x-forwarded-for": `10.71.1.${i}` } },
      );
    expect((await login(winner)).status).toBe(200);
    expect((await login((winner + 1) % 10)).status).toBe(401);
    counts.push(
      `one reset token × 10 concurrent uses → ${tally[200]} reset, ${tally[400]} invalid_reset_token`,
    );
  });

  it("stores exactly 20 addresses when 30 are saved at once", async () => {
    const signup = await api().post(
      "/signup",
      { name: "Many", email: `addresses-${backend}@example.com`, password: "addresses-password" },
      { headers: { "x-forwarded-for": "10.72.0.1" } },
    );
    const token = signup.json.data.token as string;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api().post(
          "/account/addresses",
          { name: "Many", phone: "500000123", line1: `Street ${i}`, city: "Riyadh", country: "SA" },
          { token },
        ),
      ),
    );
    const tally = tallyStatuses(answers);
    expect(tally).toEqual({ 201: 20, 409: 10 });
    const stored = (await api().get("/account/addresses", { token })).json.data as Array<{
      is_default: boolean;
    }>;
    expect(stored).toHaveLength(20);
    expect(stored.filter((address) => address.is_default)).toHaveLength(1);
    counts.push(`30 concurrent address saves → ${stored.length} stored (${tally[409]} too_many_addresses)`);
  });

  it("places one order for 20 repeats of a key, and refuses the key with another body", async () => {
    const [token] = await shoppers(1, product("Tea").id, "idem");
    const key = `same-key-${backend}`;
    const repeats = await Promise.all(Array.from({ length: 20 }, () => order(token ?? "", key)));
    expect(tallyStatuses(repeats)).toEqual({ 201: 20 });
    expect(new Set(repeats.map((answer) => answer.json.data.order_ref)).size).toBe(1);
    const changed = await order(token ?? "", key, { note: "another body" });
    expect(changed.status).toBe(422);
    expect(changed.json.code).toBe("idempotency_key_reused");
    const merge = (lines: unknown) =>
      api().post("/merge_cart", { lines }, { token, headers: { "idempotency-key": `merge-${backend}` } });
    const first = await merge([{ product_id: String(product("Tea").id), qty: 1 }]);
    expect(first.status).toBe(200);
    expect((await merge([{ product_id: String(product("Tea").id), qty: 2 }])).json.code).toBe(
      "idempotency_key_reused",
    );
    counts.push(
      "one key × 20 concurrent repeats → 1 order; the key with another body → 422 (orders and merges)",
    );
  });
});
