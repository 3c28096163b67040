import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, homeRails } from "./db/schema";
import { clientFor, openTestContext, pagePayloadOf as payloadOf, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let restaurant: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "prefetch");
  restaurant = await seedShop(ctx.database.db, "eatery", { type: "restaurant" });
  for (const tenant of [shop.tenant, restaurant.tenant]) {
    await ctx.database.db.insert(banners).values([{ tenantId: tenant.id, title: "Hello", position: 1 }]);
    await ctx.database.db
      .insert(homeRails)
      .values([{ tenantId: tenant.id, title: "Newest", kind: "newest", position: 1 }]);
  }
});
afterAll(() => ctx?.close());

describe("the home answer in the page payload", () => {
  it("is exactly the home endpoint's data on a catalogue home, in every locale", async () => {
    const client = clientFor(ctx, shop.tenant);
    const home = (await client.call("GET", "/ecommerce/api/cms/home")).json.data;
    expect(home.banners).toHaveLength(1);
    expect(home.rails[0].products.length).toBeGreaterThan(0);
    for (const path of ["/", "/ar", "/ar/"]) {
      const payload = payloadOf((await client.call("GET", path)).text);
      expect(payload.prefetched).toEqual({ home });
    }
  });

  it("is absent on other pages, on homes that do not draw the catalogue, and for unknown hosts", async () => {
    for (const path of ["/products", "/products/1", "/arabic", "/cart"]) {
      expect(payloadOf((await clientFor(ctx, shop.tenant).call("GET", path)).text)).not.toHaveProperty(
        "prefetched",
      );
    }
    expect(payloadOf((await clientFor(ctx, restaurant.tenant).call("GET", "/")).text)).not.toHaveProperty(
      "prefetched",
    );
    const ghost = clientFor(ctx, { slug: "ghost", accessToken: "" });
    expect(payloadOf((await ghost.call("GET", "/")).text)).not.toHaveProperty("prefetched");
  });
});
