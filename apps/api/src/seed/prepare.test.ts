// The demo seed loads only when asked (SEED_DEMO=1): before, every empty database got it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "../db/schema";
import { openTestContext, type TestContext } from "../test/harness";
import { prepareDatabase } from "./prepare";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx?.close());

describe("preparing an empty database without SEED_DEMO", () => {
  it("migrates, leaves it empty and says how to seed it", async () => {
    const lines: string[] = [];
    expect(await prepareDatabase(ctx.database, { seedDemo: false, log: (line) => lines.push(line) })).toBe(
      false,
    );
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(partners);
    expect(Number(row?.n)).toBe(0);
    expect(lines).toEqual([expect.stringContaining("Set SEED_DEMO=1")]);
  });
});
