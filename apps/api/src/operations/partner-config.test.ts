// A partner's configuration change reaches every instance within a second (issue 41: up to 5 s).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { partners } from "../db/schema";
import { openTestContext, type TestContext } from "../test/harness";
import { seedShop } from "../test/seed-helpers";

let ctx: TestContext;
let second: Database | undefined;
let shop: Awaited<ReturnType<typeof seedShop>>;
beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "configured");
  // On PostgreSQL the second instance has its own pool, as a second process would.
  if (ctx.database.url) second = await openDatabase({ databaseUrl: ctx.database.url });
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe("a partner's configuration change", () => {
  it("is seen by two instances on one database within a second", async () => {
    const apps = [ctx.app, createApp({ db: second?.db ?? ctx.database.db })];
    const nameOn = async (app: (typeof apps)[number]) =>
      (
        await (
          await app.request("http://configured.localhost/snachoo/api/partner", {
            headers: { host: "configured.localhost" },
          })
        ).json()
      ).data.name;
    for (const app of apps) expect(await nameOn(app)).toBe("Shop configured");
    await ctx.database.db
      .update(partners)
      .set({ name: "Renamed shop" })
      .where(eq(partners.id, shop.tenant.id));
    const changed = Date.now();
    const seenAfter = await Promise.all(
      apps.map(async (app) => {
        while ((await nameOn(app)) !== "Renamed shop") {
          if (Date.now() - changed > 5_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return Date.now() - changed;
      }),
    );
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(1_000);
  });
});
