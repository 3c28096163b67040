// /healthz says the process lives, /readyz whether to send it traffic (issue 41: /healthz answered
// ok while PostgreSQL was down, and instances served a half-seeded database).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { openTestContext, type TestContext } from "../test/harness";
import { seedShop } from "../test/seed-helpers";
import { Readiness } from "./readiness";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "ready");
});
afterAll(() => ctx?.close());

const catalogue = (app: ReturnType<typeof createApp>) =>
  app.request("http://ready.localhost/ecommerce/api/snachoo/products", {
    headers: { host: "ready.localhost", authorization: `Bearer ${shop.tenant.accessToken}` },
  });

describe("before the database is prepared", () => {
  it("the process lives, is not ready, and serves nothing else; then serves once prepared", async () => {
    const readiness = new Readiness(ctx.database.db, { prepared: false });
    const app = createApp({ db: ctx.database.db, readiness });
    expect((await app.request("/healthz")).status).toBe(200);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "error", code: "not_ready" });
    const early = await catalogue(app);
    expect(early.status).toBe(503);
    expect((await early.json()).code).toBe("not_ready");
    readiness.markPrepared();
    expect((await app.request("/readyz")).status).toBe(200);
    expect((await catalogue(app)).status).toBe(200);
  });
});

describe("once ready", () => {
  it("is not ready while it stops (the balancer sends the rest elsewhere), yet still serves", async () => {
    const readiness = new Readiness(ctx.database.db);
    const app = createApp({ db: ctx.database.db, readiness });
    readiness.markStopping();
    expect((await app.request("/readyz")).status).toBe(503);
    expect((await catalogue(app)).status).toBe(200);
  });

  it("is not ready when the database does not answer, while /healthz still answers", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    // A new embedded database takes seconds to boot: wait for it, as a start's migrations do.
    await database.db.execute(sql`select 1`);
    const app = createApp({ db: database.db });
    expect((await app.request("/readyz")).status).toBe(200);
    await database.close();
    const answer = await app.request("/readyz");
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "error", code: "database_unreachable" });
    expect((await app.request("/healthz")).status).toBe(200);
  });
});
