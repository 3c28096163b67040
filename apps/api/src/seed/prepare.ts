import { sql } from "drizzle-orm";
import { type Database, migrateDatabase } from "../db/client";
import { partners } from "../db/schema";
import { seedDemo } from "./demo";

/** Applies migrations, then loads the demo seed when the database has no partner yet. */
export async function prepareDatabase(database: Database, log: (line: string) => void = console.log) {
  await migrateDatabase(database);
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(partners);
  if (Number(row?.n ?? 0) > 0) return false;
  const started = Date.now();
  log("Empty database: loading the demo seed…");
  await seedDemo(database.db, log);
  log(`Demo seed loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Drops everything (tables and migration history) so the next start rebuilds from scratch. */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
}
