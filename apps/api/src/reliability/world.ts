/**
 * The database the reliability suites attack: every demo partner but the 10,000-product one
 * (retail, restaurant, sugar, salon, hospital, divine, snachoo, adventure park: menus, slots,
 * orders, returns, coupons), on PGlite or on PostgreSQL (TEST_DATABASE_URL), through the real app.
 */
import { eq } from "drizzle-orm";
import { customers, type partners } from "../db/schema";
import { DEMO, seedDemoPartner } from "../seed/demo";
import { openTestContext, type TestContext } from "../test/harness";

type Tenant = typeof partners.$inferSelect;

/** A seeded world: the app, its tenants by slug, and the demo customers' ids. */
export interface World {
  ctx: TestContext;
  tenants: Map<string, Tenant>;
  /** The demo customer (demo@example.com) of each tenant, by slug. */
  demoCustomer: Map<string, number>;
}

/** Seeds the demo partners (without `bulk`) into a fresh database. */
export async function openWorld(): Promise<World> {
  const ctx = await openTestContext();
  const tenants = new Map<string, Tenant>();
  const demoCustomer = new Map<string, number>();
  for (const partner of DEMO.filter((p) => p.spec.slug !== "bulk")) {
    const tenant = await seedDemoPartner(ctx.database.db, partner);
    tenants.set(tenant.slug, tenant);
  }
  const demos = await ctx.database.db
    .select({ id: customers.id, tenantId: customers.tenantId })
    .from(customers)
    .where(eq(customers.email, "demo@example.com"));
  for (const tenant of tenants.values()) {
    const demo = demos.find((row) => row.tenantId === tenant.id);
    if (demo) demoCustomer.set(tenant.slug, demo.id);
  }
  return { ctx, tenants, demoCustomer };
}

/** One line of a suite's counts, printed in the test output and kept in TEST_REPORT_DIR. */
export async function reportCounts(suite: string, line: string, details: Record<string, unknown>) {
  console.log(`${suite}: ${line}`);
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return;
  const { writeFile } = await import("node:fs/promises");
  const { join } = await import("node:path");
  const file = `reliability-${suite.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"}.json`;
  await writeFile(join(dir, file), `${JSON.stringify({ suite, line, ...details }, null, 2)}\n`);
}
