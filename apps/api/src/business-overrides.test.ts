// Spec §1 "some partners are singled out by business identifier" (decision 0027): a business's
// overrides are stored with it, sent with its partner only, refused when malformed; and spec §3's
// cart lines keep the business_id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "./db/schema";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { memoryLog } from "./test/memory-log";
import { productNamed, seedShop } from "./test/seed-helpers";

const overrides = {
  hidden_routes: ["/wishlist" as const],
  labels: { en: { products: "Browse the market" }, ar: { products: "تصفح السوق" } },
  home_sections: ["rails" as const, "banners" as const],
};

const log = memoryLog("warn");
let ctx: TestContext;
let singled: Awaited<ReturnType<typeof seedShop>>;
let plain: Awaited<ReturnType<typeof seedShop>>;
let edited: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext({ logger: log.logger });
  singled = await seedShop(ctx.database.db, "singled", { businessOverrides: overrides });
  plain = await seedShop(ctx.database.db, "plain");
  // A row changed by hand after it was written (before the first request reads the partners).
  edited = await seedShop(ctx.database.db, "edited", { businessOverrides: overrides });
  await ctx.database.db
    .update(partners)
    .set({ businessOverrides: { ...overrides, home_sections: ["reviews"] } as never })
    .where(eq(partners.id, edited.tenant.id));
});
afterAll(() => ctx?.close());

describe("a business's overrides", () => {
  it("reach that business's partner lookup (what the storefront server puts in its pages)", async () => {
    const client = clientFor(ctx, singled.tenant);
    const lookup = await client.call("GET", "/snachoo/api/partner");
    expect(lookup.json.data.business_overrides).toEqual(overrides);
  });

  it("reach no other tenant", async () => {
    const client = clientFor(ctx, plain.tenant);
    expect((await client.call("GET", "/snachoo/api/partner")).json.data).not.toHaveProperty(
      "business_overrides",
    );
  });

  it("are refused when malformed, before anything is stored", async () => {
    await expect(
      seedShop(ctx.database.db, "malformed", {
        businessOverrides: { hidden_routes: ["/checkout"] } as never,
      }),
    ).rejects.toThrow();
    const stored = await ctx.database.db.select().from(partners).where(eq(partners.slug, "malformed"));
    expect(stored).toEqual([]);
  });

  it("that a hand edit broke are sent without the broken field, and the server says why", async () => {
    const sent = (await clientFor(ctx, edited.tenant).call("GET", "/snachoo/api/partner")).json.data;
    expect(sent.business_overrides).toEqual({
      hidden_routes: overrides.hidden_routes,
      labels: overrides.labels,
    });
    // Said once, when the partners were read, however often they are read again.
    const warnings = log
      .entries()
      .filter((entry) => /overrides ignored: business_overrides\.home_sections\.0: /.test(entry.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe("warn");
  });

  it("are refused by the database when not an object", async () => {
    await expect(
      ctx.database.db
        .update(partners)
        .set({ businessOverrides: ["/wishlist"] as never })
        .where(eq(partners.id, plain.tenant.id)),
    ).rejects.toThrow();
  });
});

describe("cart lines (spec §3)", () => {
  it("keep the business_id of the business they were added at", async () => {
    for (const shop of [singled, plain]) {
      const client = clientFor(ctx, shop.tenant);
      const token = await client.login();
      const tea = String(productNamed(shop, "Tea").id);
      const answer = await client.post("/update_cart", { product_id: tea, qty: 1 }, { token });
      expect(answer.json.data.map((line: { business_id?: number }) => line.business_id)).toEqual([
        shop.tenant.businessId,
      ]);
    }
  });
});
