import { sql } from "drizzle-orm";
import { type Database, type Db, underSchemaLock } from "../db/client";
import { partners } from "../db/schema";
import { seedDemo } from "./demo";

/** What `prepareDatabase` does beyond migrating. */
export interface PrepareOptions {
  /** Load the demo partners into an empty database (`SEED_DEMO=1`); otherwise it stays empty. */
  seedDemo: boolean;
  log?: (line: string) => void;
}

async function hasPartners(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  return Number(row?.n ?? 0) > 0;
}

/**
 * Applies migrations, then, when asked, loads the demo seed into a database without partners. Both
 * run under the schema lock and the emptiness is read inside it, so of instances starting at once
 * on one empty database exactly one seeds; the seed is one transaction, so nobody ever reads half
 * of it. Says whether it seeded.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<boolean> {
  const log = options.log ?? console.log;
  return underSchemaLock(database, async (db, migrate) => {
    await migrate();
    if (await hasPartners(db)) return false;
    if (!options.seedDemo) {
      log("Empty database: no partners. Set SEED_DEMO=1 to load the demo partners (or run `pnpm seed`).");
      return false;
    }
    const started = Date.now();
    log("Empty database: loading the demo seed…");
    await db.transaction((tx) => seedDemo(tx, log));
    log(`Demo seed loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/** Drops everything (tables and migration history) so the next start rebuilds from scratch. */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
}
