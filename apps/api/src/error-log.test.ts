// An unexpected error is logged without the request's data: a failed query's parameters (a
// customer's cart note) and the database's message stay out of the log. Before, the log printed
// the failed query with every parameter.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorSummary } from "./lib/error-summary";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { memoryLog } from "./test/memory-log";
import { productNamed, seedShop } from "./test/seed-helpers";

const log = memoryLog();
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext({ logger: log.logger });
  shop = await seedShop(ctx.database.db, "logs");
});
afterAll(() => ctx?.close());

describe("the log of an unexpected error", () => {
  it("keeps a failed query's SQLSTATE and statement, never its parameters or the database's message", async () => {
    const error = await ctx.database.db
      .execute(sql`select ${"secret-note@example.com"}::int`)
      .catch((e) => e);
    const summary = errorSummary(error);
    expect(summary).toContain("database error 22P02");
    expect(summary).toContain("query: select $1::int");
    expect(summary).not.toContain("secret-note");
  });

  it("of a 500 holds none of the customer's data", async () => {
    const api = clientFor(ctx, shop.tenant);
    const token = await api.login();
    // Break the table the write needs, so the query fails with the customer's note among its parameters.
    await ctx.database.db.execute(sql`alter table cart_lines rename to cart_lines_gone`);
    log.lines.length = 0;
    try {
      const answer = await api.post(
        "/update_cart",
        {
          product_id: String(productNamed(shop, "Tea").id),
          qty: 1,
          details: { note: "Private note for Sara" },
        },
        { token },
      );
      expect(answer.status).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table cart_lines_gone rename to cart_lines`);
    }
    const [error, ...others] = log.entries().filter((entry) => entry.level === "error");
    expect(error.msg).toContain("Unhandled error on POST /ecommerce/api/snachoo/update_cart");
    expect(error.msg).toContain("database error 42P01");
    expect(error.requestId).toEqual(expect.any(String));
    // The request's own line (a 500 is logged as an error) names its route, not its path.
    expect(others).toEqual([
      expect.objectContaining({ status: 500, route: "/ecommerce/api/snachoo/update_cart" }),
    ]);
    const printed = log.lines.join("\n");
    expect(printed).not.toContain("Private note");
    expect(printed).not.toContain(token);
  });
});
